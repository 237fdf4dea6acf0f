import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { CreateButton, TopToolbar, useResourceContext } from 'react-admin';
import { adminResources } from '@admin/resources/registry';
import { ExportCsvButton, type ExportColumn } from './export/ExportCsvButton';
import { PhoneFiltersToggle } from './PhoneFiltersToggle';
import { CardsSortButton } from './CardsSortButton';
import { ClearFiltersButton } from './ClearFiltersButton';
import { TableColumnsButton } from './TableColumnsButton';

/**
 * A list's top-right actions: Columns (show, hide and reorder the table's columns, remembered per list), Create,
 * where the resource has a create view, and Export CSV where the list says which columns to export. Unlike
 * react-admin's default it has no filter button: every filter of ours is always shown, so that button only
 * appeared once a search was typed, as "Add filter" with nothing to add. Clear filters instead, while filters narrow
 * a list with rows (the empty result offers its own). On a phone, Filters folds the filters other than the search and
 * the date range (PhoneFiltersToggle).
 * Where the list shows cards (useCardsLayout), Sort offers the resource's sortable fields in place of the headers.
 * A list's own actions (`children`) come before Create.
 */
export function ListActions<T extends RaRecord = RaRecord>({ exportColumns, children }: { exportColumns?: ExportColumn<T>[]; children?: ReactNode }) {
  // From the registry: react-admin's registered definition says no create view on its first render (it registers
  // the resources after it), so Create appeared a render late, and on a page the server rendered only once the
  // admin had replaced it.
  const resource = useResourceContext();
  const definition = adminResources.find((r) => r.contract.name === resource);
  const hasCreate = Boolean(definition?.create);
  return (
    <TopToolbar>
      <ClearFiltersButton />
      <CardsSortButton fields={definition?.contract.sortable ?? []} />
      <PhoneFiltersToggle />
      <TableColumnsButton />
      {exportColumns && <ExportCsvButton columns={exportColumns} />}
      {children}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}
