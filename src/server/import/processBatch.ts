/**
 * Reads one claimed batch's file as a stream and stores it chunk by chunk: only the current chunk of rows is in
 * memory whatever the file's size. Rows up to the batch's `lastRowNumber` were stored by an earlier run and are
 * skipped, which is how an interrupted batch resumes. The final status follows `finalBatchStatus`.
 */
import { excelBatchStatus } from '@shared/enums';
import { finalBatchStatus, MAX_IMPORT_ROWS, missingRequiredColumns, validatePropertyRow } from '@shared/resources/propertyImport';
import type { AppContext } from '../context';
import { finishBatch, storeChunk, type Batch, type PreparedRow } from './batchStore';
import { readSheetRows, sheetFormatOf, type SheetRow } from './sheetRows';

export type ProcessOptions = { chunkSize: number; shouldStop: () => boolean };
/** 'stopped': left unfinished on request, to be resumed. */
export type ProcessOutcome = 'finished' | 'stopped';

const MAX_CELL = 10_000;

function recordOf(headers: string[], values: string[]): Record<string, string> {
  const data: Record<string, string> = {};
  headers.forEach((header, i) => {
    const cell = (values[i] ?? '').trim();
    if (header !== '' && cell !== '' && !(header in data)) data[header] = cell.slice(0, MAX_CELL);
  });
  return data;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export async function processBatch(ctx: AppContext, batch: Batch, workerId: string, options: ProcessOptions): Promise<ProcessOutcome> {
  const fail = async (error: string) => {
    await finishBatch(ctx.db, batch._id, workerId, excelBatchStatus.values.FAILED, error);
    return 'finished' as const;
  };
  const format = sheetFormatOf(batch.fileName) ?? sheetFormatOf(batch.originalFileName);
  if (!format) return fail('Only .xlsx and .csv files can be imported');
  const stream = await ctx.storage.get(batch.fileName);
  if (!stream) return fail('The uploaded file is missing from storage');

  const rows = readSheetRows(stream, format);
  let headers: string[] | null = null;
  let pending: PreparedRow[] = [];
  let counts = { totalRows: batch.totalRows, processedRows: batch.processedRows, failedRows: batch.failedRows };
  let readError: string | null = null;
  let lastRowNumber = batch.lastRowNumber;
  let overLimit = false;
  let readCount = batch.totalRows;
  // One chunk is stored while the next is read: with a PostgreSQL server the two overlap. Chunks still commit
  // one after the other, in file order, so the resume point is always exact.
  let storing: Promise<void> | null = null;
  const settle = async () => {
    const current = storing;
    storing = null;
    if (current) await current;
  };
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = pending;
    pending = [];
    await settle();
    storing = storeChunk(ctx.db, batch._id, workerId, chunk).then((updated) => {
      counts = { totalRows: updated.totalRows, processedRows: updated.processedRows, failedRows: updated.failedRows };
    });
    storing.catch(() => undefined);
  };

  try {
    for (;;) {
      let next: IteratorResult<SheetRow>;
      try {
        next = await rows.next();
      } catch (error) {
        readError = messageOf(error);
        break;
      }
      if (next.done) break;
      const row = next.value;
      if (!headers) {
        headers = row.values.map((h) => h.trim());
        const missing = missingRequiredColumns(headers);
        if (missing.length > 0) return await fail(`Missing columns: ${missing.join(', ')}`);
        continue;
      }
      if (row.rowNumber <= batch.lastRowNumber) continue;
      if (readCount >= MAX_IMPORT_ROWS) {
        overLimit = true;
        break;
      }
      lastRowNumber = row.rowNumber;
      readCount += 1;
      const data = recordOf(headers, row.values);
      pending.push({ rowNumber: row.rowNumber, data, ...validatePropertyRow(data) });
      if (pending.length >= options.chunkSize) {
        await flush();
        if (options.shouldStop()) {
          await settle();
          return 'stopped';
        }
      }
    }
    await flush();
    await settle();
  } finally {
    // On an early return or a failure, never leave a chunk half-way: wait for it (its error is already thrown).
    // (`storing` is set inside `flush`, which TypeScript's narrowing does not see.)
    await (storing as Promise<void> | null)?.catch(() => undefined);
    await rows.return(undefined).catch(() => undefined);
  }

  if (!headers) return fail(readError ? `The file could not be read: ${readError}` : 'The file is empty');
  if (counts.totalRows === 0) return fail(readError ? `The file could not be read: ${readError}` : 'The file has no data rows');
  const status = finalBatchStatus({ ...counts, cutShort: readError !== null || overLimit });
  let error: string | null = null;
  if (readError) error = `Reading stopped after row ${lastRowNumber}: ${readError}`;
  else if (overLimit) error = `Only the first ${MAX_IMPORT_ROWS} rows were imported`;
  if (status === excelBatchStatus.values.FAILED) error = error ?? 'No row is valid: see each row’s errors';
  await finishBatch(ctx.db, batch._id, workerId, status, error);
  return 'finished';
}
