import { DataTable } from 'react-admin';
import { constructionLeads, type ConstructionLead } from '@shared/resources/leads';
import { RupeeField, TextOrNaField } from '@admin/ui/fields';
import { searchFilter, statusFilterInput } from '@admin/ui/filters';
import { LeadList } from '@admin/ui/leads/LeadList';
import { textColumn } from '@admin/ui/export/exportColumns';

const filters = [searchFilter(), statusFilterInput()];
const exportColumns = [textColumn('address'), textColumn('plotSize'), textColumn('budget')];

/** Construction leads: who wants to build where, for which budget, with their status set per row. */
export function ConstructionLeadsList() {
  return (
    <LeadList<ConstructionLead & { id: string }>
      contract={constructionLeads}
      filters={filters}
      primaryText={(r) => r.name}
      ownExportColumns={exportColumns}
    >
      <DataTable.Col source="address" disableSort>
        <TextOrNaField source="address" maxLength={40} />
      </DataTable.Col>
      <DataTable.Col source="plotSize" disableSort>
        <TextOrNaField source="plotSize" />
      </DataTable.Col>
      <DataTable.Col source="budget">
        <RupeeField source="budget" />
      </DataTable.Col>
    </LeadList>
  );
}
