/** Fields of a spreadsheet row: a cell of its data (by template field) and its errors, each naming its column. */
import { Box, Typography } from '@mui/material';
import { Button, LinkBase, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ExcelRow, RowError } from '@shared/resources/property';
import { columnOf, headerOfField, propertyImportColumns, WHOLE_ROW_FIELD, type ImportColumn } from '@shared/resources/propertyImportColumns';
import { NA } from '@admin/format';

type RowRecord = ExcelRow & { id: string };
type FieldProps = { source: string; label?: string; sortable?: boolean };

/** The cell a row's data holds for a template column, whatever header spelling the file used. */
export function cellOfColumn(data: Record<string, unknown> | null | undefined, column: ImportColumn): string {
  for (const [header, value] of Object.entries(data ?? {})) {
    if (columnOf(header) === column) return value == null ? '' : String(value);
  }
  return '';
}

/** The first non-empty cell of the row's data for a template field (Latitude and Longitude share `location`). */
export function cellOf(data: Record<string, unknown> | null | undefined, field: string): string {
  for (const column of propertyImportColumns) {
    if (column.field !== field) continue;
    const text = cellOfColumn(data, column).trim();
    if (text) return text;
  }
  return typeof data?.[field] === 'string' ? (data[field] as string).trim() : '';
}

/** `source` names the template field (address, propertyNo, ...) read from the row's data. */
export function RowCellField({ source }: FieldProps) {
  const record = useRecordContext<RowRecord>();
  const text = cellOf(record?.data, source);
  return (
    <Typography component="span" variant="body2">
      {text || NA}
    </Typography>
  );
}

/** The column an error is about (its header), or null for an error about the whole row. */
export const columnOfError = (error: RowError): string | null =>
  headerOfField(error.field) ?? (error.field === WHOLE_ROW_FIELD ? null : error.field);

export const errorMessage = (error: RowError, translate: TranslateFunction) => translate(error.message, { _: error.message, ...error.args });

/** Each error as "Column: message" (the message alone for the whole row), translated; a row without errors says so. */
export function RowErrorsField(_: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<RowRecord>();
  const errors = record?.errors ?? [];
  if (errors.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.property-excel-rows.page.noErrors')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {errors.map((error, index) => {
        const column = columnOfError(error);
        return (
          <Typography component="li" variant="body2" color="error" key={`${error.field}-${index}`}>
            {column !== null && (
              <>
                <strong>{column}</strong>:{' '}
              </>
            )}
            {errorMessage(error, translate)}
          </Typography>
        );
      })}
    </Box>
  );
}

/**
 * Opens the property a row created, or says it was deleted since; a row that created none (failed) shows nothing.
 */
export function RowPropertyField(_: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext<RowRecord>();
  if (record?.propertyDeleted) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.property-excel-rows.page.propertyDeleted')}
      </Typography>
    );
  }
  if (!record?.propertyId) return null;
  return (
    <Button component={LinkBase} to={`/property/${encodeURIComponent(record.propertyId)}`} label="resources.property-excel-rows.page.openProperty">
      <OpenInNewIcon />
    </Button>
  );
}
