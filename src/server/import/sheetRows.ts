/**
 * Streams the rows of an uploaded spreadsheet as text cells: the first worksheet of an .xlsx through exceljs's
 * streaming WorkbookReader, or a .csv through our streaming parser. Neither holds more than the current row
 * (plus, for .xlsx files that use a shared-strings table, that table).
 */
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { readCsvRows, type SheetRow } from './csvRows';

export type { SheetRow };
export type SheetFormat = 'xlsx' | 'csv';

export function sheetFormatOf(fileName: string): SheetFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

export async function* readSheetRows(input: Readable, format: SheetFormat): AsyncGenerator<SheetRow> {
  try {
    if (format === 'csv') yield* readCsvRows(input);
    else yield* readXlsxRows(input);
  } finally {
    input.destroy();
  }
}

async function* readXlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const raw = row.values as unknown[];
      const values: string[] = [];
      // exceljs row values are 1-based and sparse.
      for (let i = 1; i < raw.length; i++) values.push(cellText(raw[i]));
      if (values.some((s) => s !== '')) yield { rowNumber: row.number, values };
    }
    return;
  }
  // A damaged archive can end quietly instead of failing: without a worksheet it is not a workbook.
  throw new Error('no worksheet found, this is not a valid .xlsx file');
}

/** The text a cell shows: rich text joined, hyperlinks by their text, formulas by their cached result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('');
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}
