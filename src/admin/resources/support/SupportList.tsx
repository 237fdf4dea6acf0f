import { DataTable } from 'react-admin';
import { support, type SupportRequest } from '@shared/resources/leads';
import { TextOrNaField } from '@admin/ui/fields';
import { searchFilter, statusFilterInput } from '@admin/ui/filters';
import { LeadList } from '@admin/ui/leads/LeadList';
import { textColumn } from '@admin/ui/export/exportColumns';

const filters = [searchFilter(), statusFilterInput()];
const exportColumns = [textColumn('subject')];

/** Support (contact-us) requests: sender, subject and message, with their status set per row. */
export function SupportList() {
  return (
    <LeadList<SupportRequest & { id: string }>
      contract={support}
      filters={filters}
      primaryText={(r) => r.name}
      ownExportColumns={exportColumns}
    >
      <DataTable.Col source="subject">
        <TextOrNaField source="subject" maxLength={40} />
      </DataTable.Col>
    </LeadList>
  );
}
