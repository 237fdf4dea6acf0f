/**
 * The reading half of an import: a spreadsheet stream in, stored-ready chunks out. It checks the header row,
 * skips the rows an earlier run stored (resume), stops at MAX_IMPORT_ROWS, validates each row with the form's
 * schema, lets `checkRows` look at them (the stored files they name), and turns each chunk into the JSON its
 * inserts bind (batchStore.prepareChunk). No database here.
 */
import type { Readable } from 'node:stream';
import { unguardFormula } from '@shared/csv';
import { MAX_IMPORT_ROWS, missingRequiredColumns, validatePropertyRow } from '@shared/resources/propertyImport';
import { prepareChunk, type PreparedChunk, type PreparedRow } from './batchStore';
import { readFailureReason, readSheetRows, type SheetFormat, type SheetRow } from './sheetRows';
import type { StoredFileCheck } from './storedFileCheck';

export type ReadJob = {
  batchId: string;
  format: SheetFormat;
  /** Rows up to this sheet row number were stored by an earlier run. */
  resumeAfterRow: number;
  /** Rows the batch already counts (toward MAX_IMPORT_ROWS). */
  rowsAlreadyRead: number;
  chunkSize: number;
  /** See sheetRows.XLSX_STALL_MS (tests shorten it). */
  stallMs?: number;
  /** A last, asynchronous look at each chunk's rows before they are stored (storedFileCheck.ts). */
  checkRows?: StoredFileCheck;
};

export type ReadEvent =
  | { type: 'chunk'; chunk: PreparedChunk }
  /** The header row lacks required columns: nothing is read further. */
  | { type: 'missingColumns'; columns: string[] }
  /** The end of reading: `lastRowNumber` is the last data row read (for "Reading stopped after row N"). */
  | { type: 'end'; sawHeaders: boolean; readError: string | null; overLimit: boolean; lastRowNumber: number };

const MAX_CELL = 10_000;

function recordOf(headers: string[], values: string[]): Record<string, string> {
  const data: Record<string, string> = {};
  headers.forEach((header, i) => {
    // An exported rows file (guarded against formulas) imports as the rows it holds.
    const cell = unguardFormula((values[i] ?? '').trim());
    if (header !== '' && cell !== '' && !(header in data)) data[header] = cell.slice(0, MAX_CELL);
  });
  return data;
}

export async function* readChunks(input: Readable, job: ReadJob): AsyncGenerator<ReadEvent> {
  const prepare = async (rows: PreparedRow[]) => prepareChunk(job.batchId, job.checkRows ? await job.checkRows(rows) : rows);
  const rows = readSheetRows(input, job.format, { stallMs: job.stallMs });
  let headers: string[] | null = null;
  let pending: PreparedRow[] = [];
  let readError: string | null = null;
  let overLimit = false;
  let lastRowNumber = job.resumeAfterRow;
  let readCount = job.rowsAlreadyRead;
  let decimalComma = false;
  try {
    for (;;) {
      let next: IteratorResult<SheetRow>;
      try {
        next = await rows.next();
      } catch (error) {
        readError = readFailureReason(error);
        break;
      }
      if (next.done) break;
      const row = next.value;
      decimalComma = row.decimalComma === true;
      if (!headers) {
        headers = row.values.map((h) => h.trim());
        const missing = missingRequiredColumns(headers);
        if (missing.length > 0) {
          yield { type: 'missingColumns', columns: missing };
          return;
        }
        continue;
      }
      if (row.rowNumber <= job.resumeAfterRow) continue;
      if (readCount >= MAX_IMPORT_ROWS) {
        overLimit = true;
        break;
      }
      lastRowNumber = row.rowNumber;
      readCount += 1;
      const data = recordOf(headers, row.values);
      pending.push({ rowNumber: row.rowNumber, data, ...validatePropertyRow(data, { decimalComma }) });
      if (pending.length >= job.chunkSize) {
        const rows = pending;
        pending = [];
        yield { type: 'chunk', chunk: { ...(await prepare(rows)), decimalComma } };
      }
    }
    if (pending.length > 0) yield { type: 'chunk', chunk: { ...(await prepare(pending)), decimalComma } };
    yield { type: 'end', sawHeaders: headers !== null, readError, overLimit, lastRowNumber };
  } finally {
    await rows.return(undefined).catch(() => undefined);
  }
}
