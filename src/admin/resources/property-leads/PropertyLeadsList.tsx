import { DataTable } from 'react-admin';
import { leadType } from '@shared/enums';
import { propertyLeads, type PropertyLead } from '@shared/resources/leads';
import { EnumChipField } from '@admin/ui/fields';
import { searchFilter, statusFilterInput } from '@admin/ui/filters';
import { LeadList } from '@admin/ui/leads/LeadList';
import { leadTypeFilterInput } from './leadFilters';
import { RelatedItemField } from './RelatedItemField';
import { enumColumn, textColumn } from '@admin/ui/export/exportColumns';

const filters = [searchFilter(), statusFilterInput(), leadTypeFilterInput()];
const leadTypeColors = { 1: 'primary', 2: 'secondary' } as const;
const exportColumns = [enumColumn('leadType', leadType), textColumn('relatedTitle')];

/** Property leads: who asked about which property or plot, with their status set per row. */
export function PropertyLeadsList() {
  return (
    <LeadList<PropertyLead & { id: string }>
      contract={propertyLeads}
      filters={filters}
      primaryText={(r) => r.name}
      ownExportColumns={exportColumns}
    >
      <DataTable.Col source="leadType">
        <EnumChipField source="leadType" enumDef={leadType} colors={leadTypeColors} />
      </DataTable.Col>
      <DataTable.Col source="relatedTitle" disableSort>
        <RelatedItemField source="relatedTitle" />
      </DataTable.Col>
    </LeadList>
  );
}
