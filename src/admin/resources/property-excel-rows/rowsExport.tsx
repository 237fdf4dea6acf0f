import { useListContext, type RaRecord } from 'react-admin';
import { excelFileStatus } from '@shared/enums';
import type { ExcelBatch, ExcelRow } from '@shared/resources/property';
import { propertyImportColumns } from '@shared/resources/propertyImportColumns';
import { cellOfColumn, columnOfError, errorMessage } from './rowFields';
import { ExportCsvButton, type ExportColumn } from '@admin/ui/export/ExportCsvButton';

const dataOf = (record: RaRecord) => (record as unknown as ExcelRow).data;

/**
 * The rows in the template's columns, as the file had them, then the row number and the errors (columns the
 * importer ignores): the failed rows, corrected, can be uploaded again as they are.
 */
const rowExportColumns: ExportColumn[] = [
  ...propertyImportColumns.map((column): ExportColumn => ({ source: column.header, header: column.header, text: (r) => cellOfColumn(dataOf(r), column) })),
  { source: 'rowNumber' },
  {
    source: 'errors',
    text: (record, translate) =>
      ((record as unknown as ExcelRow).errors ?? [])
        .map((e) => {
          const column = columnOfError(e);
          return column === null ? errorMessage(e, translate) : `${column}: ${errorMessage(e, translate)}`;
        })
        .join('; '),
  },
];

/** Export CSV of the batch's rows as filtered (e.g. the failed ones), named after the uploaded file. */
export function RowsExportButton({ batchId, batch }: { batchId: string; batch?: Pick<ExcelBatch, 'originalFileName' | 'decimalComma'> }) {
  const { filterValues } = useListContext();
  const base = (batch?.originalFileName ?? 'spreadsheet').replace(/\.(xlsx|csv)$/i, '');
  // "plots-failed.csv": the enumeration's key, the same in every language.
  const which = excelFileStatus.has(filterValues.status) ? excelFileStatus.label(filterValues.status).split('.').pop()! : 'rows';
  // Its cells as the file wrote them, so written as that file was, whatever the admin's language: a French export of
  // a comma file's "₹5,500" was read back as 5.5 (audit 31-M). A batch from before this was known: the language's.
  return (
    <ExportCsvButton
      id={batchId}
      columns={rowExportColumns}
      decimalComma={batch?.decimalComma ?? undefined}
      fileName={`${base}-${which}`.replace(/\s+/g, '-').toLowerCase()}
    />
  );
}
