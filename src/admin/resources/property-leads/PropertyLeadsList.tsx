import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { leadType } from '@shared/enums';
import { propertyLeads } from '@shared/resources/leads';
import type { PropertyLead } from '@shared/resources/leads';
import { PageTitle } from '../../ui/PageTitle';
import { scrollingListSx } from '../plot-for-sale/listLayout';
import { DateOrNaField, EnumChipField, TextOrNaField } from '../../ui/fields';
import { searchFilter, statusFilterInput } from '../../ui/filters';
import { EmailLinkField, LeadStatusSelect, MessageExcerptField, PhoneLinkField } from './leadFields';
import { leadTypeFilterInput } from './leadFilters';
import { RelatedItemField } from './RelatedItemField';

const R = 'resources.property-leads';
const defaultSort = { field: propertyLeads.defaultSort.field, order: propertyLeads.defaultSort.order.toUpperCase() as 'ASC' | 'DESC' };
const filters = [searchFilter(), statusFilterInput(), leadTypeFilterInput()];
const leadTypeColors = { 1: 'primary', 2: 'secondary' } as const;

/** Property leads: who asked about which property or plot, with their status set per row. */
export function PropertyLeadsList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <PageTitle title={`${R}.title`} />
      <List sx={scrollingListSx} resource={propertyLeads.name} title={`${R}.title`} filters={filters} sort={defaultSort} perPage={10} exporter={false}>
        {small ? (
          <SimpleList<PropertyLead & { id: string }>
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
            <DataTable.Col source="leadType">
              <EnumChipField source="leadType" enumDef={leadType} colors={leadTypeColors} />
            </DataTable.Col>
            <DataTable.Col source="relatedTitle" disableSort>
              <RelatedItemField source="relatedTitle" />
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
