import type { RaRecord } from 'react-admin';
import { CreateButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportCsvButton, type ExportColumn } from './export/ExportCsvButton';

/**
 * A list's top-right actions: Create, where the resource has a create view, and Export CSV where the list says
 * which columns to export. Unlike react-admin's default it has no filter button: every filter of ours is always
 * shown, so that button only appeared once a search was typed, as "Add filter" with nothing to add (the empty
 * result offers "Clear filters" instead).
 */
export function ListActions<T extends RaRecord = RaRecord>({ exportColumns }: { exportColumns?: ExportColumn<T>[] }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {exportColumns && <ExportCsvButton columns={exportColumns} />}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}
