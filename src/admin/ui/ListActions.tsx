import type { RaRecord } from 'react-admin';
import { CreateButton, TopToolbar, useResourceContext } from 'react-admin';
import { adminResources } from '@admin/resources/registry';
import { ExportCsvButton, type ExportColumn } from './export/ExportCsvButton';
import { PhoneFiltersToggle } from './PhoneFiltersToggle';
import { CardsSortButton } from './CardsSortButton';
import { TableColumnsButton } from './TableColumnsButton';

/**
 * A list's top-right actions: Columns (show, hide and reorder the table's columns, remembered per list), Create,
 * where the resource has a create view, and Export CSV where the list says which columns to export. Unlike
 * react-admin's default it has no filter button: every filter of ours is always shown, so that button only
 * appeared once a search was typed, as "Add filter" with nothing to add (the empty result offers "Clear filters"
 * instead). On a phone, Filters folds the filters other than the search and the date range (PhoneFiltersToggle).
 * Where the list shows cards (useCardsLayout), Sort offers the resource's sortable fields in place of the headers.
 */
export function ListActions<T extends RaRecord = RaRecord>({ exportColumns }: { exportColumns?: ExportColumn<T>[] }) {
  // From the registry: react-admin's registered definition says no create view on its first render (it registers
  // the resources after it), so Create appeared a render late, and on a page the server rendered only once the
  // admin had replaced it.
  const resource = useResourceContext();
  const definition = adminResources.find((r) => r.contract.name === resource);
  const hasCreate = Boolean(definition?.create);
  return (
    <TopToolbar>
      <CardsSortButton fields={definition?.contract.sortable ?? []} />
      <PhoneFiltersToggle />
      <TableColumnsButton />
      {exportColumns && <ExportCsvButton columns={exportColumns} />}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}
