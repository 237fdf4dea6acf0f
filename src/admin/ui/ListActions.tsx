import type { RaRecord } from 'react-admin';
import { CreateButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportCsvButton, type ExportColumn } from './export/ExportCsvButton';
import { PhoneFiltersToggle } from './PhoneFiltersToggle';
import { TableColumnsButton } from './TableColumnsButton';

/**
 * A list's top-right actions: Columns (show, hide and reorder the table's columns, remembered per list), Create,
 * where the resource has a create view, and Export CSV where the list says which columns to export. Unlike
 * react-admin's default it has no filter button: every filter of ours is always shown, so that button only
 * appeared once a search was typed, as "Add filter" with nothing to add (the empty result offers "Clear filters"
 * instead). On a phone, Filters folds the filters other than the search and the date range (PhoneFiltersToggle).
 */
export function ListActions<T extends RaRecord = RaRecord>({ exportColumns }: { exportColumns?: ExportColumn<T>[] }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <PhoneFiltersToggle />
      <TableColumnsButton />
      {exportColumns && <ExportCsvButton columns={exportColumns} />}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}
