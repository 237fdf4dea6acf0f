import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { constructionLeads } from '@shared/resources/leads';
import type { ConstructionLead } from '@shared/resources/leads';
import { PageTitle } from '../../ui/PageTitle';
import { scrollingListSx } from '../plot-for-sale/listLayout';
import { DateOrNaField, RupeeField, TextOrNaField } from '../../ui/fields';
import { searchFilter, statusFilterInput } from '../../ui/filters';
import { EmailLinkField, LeadStatusSelect, MessageExcerptField, PhoneLinkField } from '../property-leads/leadFields';

const R = 'resources.construction-leads';
const defaultSort = { field: constructionLeads.defaultSort.field, order: constructionLeads.defaultSort.order.toUpperCase() as 'ASC' | 'DESC' };
const filters = [searchFilter(), statusFilterInput()];

/** Construction leads: who wants to build where, for which budget, with their status set per row. */
export function ConstructionLeadsList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <List sx={scrollingListSx}
        resource={constructionLeads.name}
        title={`${R}.title`}
        filters={filters}
        sort={defaultSort}
        perPage={10}
        exporter={false}
      >
        {small ? (
          <SimpleList<ConstructionLead & { id: string }>
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.phone, r.email].filter(Boolean).join(' · ')}
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
            <DataTable.Col source="address" disableSort>
              <TextOrNaField source="address" maxLength={40} />
            </DataTable.Col>
            <DataTable.Col source="plotSize" disableSort>
              <TextOrNaField source="plotSize" />
            </DataTable.Col>
            <DataTable.Col source="budget">
              <RupeeField source="budget" />
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
