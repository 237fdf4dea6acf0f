import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { support } from '@shared/resources/leads';
import type { SupportRequest } from '@shared/resources/leads';
import { PageTitle } from '../../ui/PageTitle';
import { scrollingListSx } from '../plot-for-sale/listLayout';
import { DateOrNaField, TextOrNaField } from '../../ui/fields';
import { searchFilter, statusFilterInput } from '../../ui/filters';
import { EmailLinkField, LeadStatusSelect, MessageExcerptField, PhoneLinkField } from '../property-leads/leadFields';

const R = 'resources.support';
const defaultSort = { field: support.defaultSort.field, order: support.defaultSort.order.toUpperCase() as 'ASC' | 'DESC' };
const filters = [searchFilter(), statusFilterInput()];

/** Support (contact-us) requests: sender, subject and message, with their status set per row. */
export function SupportList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <List sx={scrollingListSx} resource={support.name} title={`${R}.title`} filters={filters} sort={defaultSort} perPage={10} exporter={false}>
        {small ? (
          <SimpleList<SupportRequest & { id: string }>
            primaryText={(r) => r.subject || r.name}
            secondaryText={(r) => [r.name, r.email].filter(Boolean).join(' · ')}
            tertiaryText={<LeadStatusSelect />}
            rowClick={false}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name">
              <TextOrNaField source="name" />
            </DataTable.Col>
            <DataTable.Col source="phone" disableSort>
              <PhoneLinkField source="phone" />
            </DataTable.Col>
            <DataTable.Col source="email">
              <EmailLinkField source="email" />
            </DataTable.Col>
            <DataTable.Col source="subject">
              <TextOrNaField source="subject" maxLength={40} />
            </DataTable.Col>
            <DataTable.Col source="message" disableSort>
              <MessageExcerptField source="message" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateOrNaField source="createdAt" withTime />
            </DataTable.Col>
            <DataTable.Col source="status">
              <LeadStatusSelect />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
}
