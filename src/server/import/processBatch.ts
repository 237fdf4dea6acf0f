/**
 * Reads one claimed batch's file as a stream and stores it chunk by chunk: only a chunk or two of rows is in
 * memory whatever the file's size. Rows up to the batch's `lastRowNumber` were stored by an earlier run and are
 * skipped, which is how an interrupted batch resumes. The final status follows `finalBatchStatus`.
 * Reading, validating and building each chunk's JSON is rowChunks.ts; this file stores the chunks.
 */
import { excelBatchStatus } from '@shared/enums';
import { serverText } from '@shared/serverMessages';
import { finalBatchStatus, MAX_IMPORT_ROWS } from '@shared/resources/propertyImport';
import type { AppContext } from '../context';
import { finishBatch, storePreparedChunk, type Batch } from './batchStore';
import { readChunks, type ReadEvent, type ReadJob } from './rowChunks';
import { sheetFormatOf } from './sheetRows';
import { createStoredFileCheck } from './storedFileCheck';

export type ProcessOptions = {
  chunkSize: number;
  shouldStop: () => boolean;
  /** A full garbage collection after about every `everyRows` rows read (worker.ts says why); none when absent. */
  collectGarbage?: { everyRows: number; collect: () => void };
};
/** 'stopped': left unfinished on request, to be resumed. */
export type ProcessOutcome = 'finished' | 'stopped';

export async function processBatch(ctx: AppContext, batch: Batch, workerId: string, options: ProcessOptions): Promise<ProcessOutcome> {
  const fail = async (error: string) => {
    await finishBatch(ctx.db, batch._id, workerId, excelBatchStatus.values.FAILED, error);
    return 'finished' as const;
  };
  const format = sheetFormatOf(batch.fileName) ?? sheetFormatOf(batch.originalFileName);
  if (!format) return fail(serverText('importWrongType'));
  const stream = await ctx.storage.get(batch.fileName);
  if (!stream) return fail(serverText('importFileGone'));

  const job: ReadJob = {
    batchId: batch._id,
    format,
    resumeAfterRow: batch.lastRowNumber,
    rowsAlreadyRead: batch.totalRows,
    chunkSize: options.chunkSize,
    checkRows: createStoredFileCheck(ctx.storage),
  };
  const events: AsyncGenerator<ReadEvent> = readChunks(stream, job);
  let counts = { totalRows: batch.totalRows, processedRows: batch.processedRows, failedRows: batch.failedRows };
  let end: Extract<ReadEvent, { type: 'end' }> | null = null;
  // One chunk is stored while the next is read. Chunks still commit one after the other, in file order, so the
  // resume point is always exact.
  let storing: Promise<void> | null = null;
  let rowsSinceCollection = 0;
  const settle = async () => {
    const current = storing;
    storing = null;
    if (current) await current;
  };

  try {
    for await (const event of events) {
      if (event.type === 'missingColumns') return await fail(serverText('importMissingColumns', { columns: event.columns.join(', ') }));
      if (event.type === 'end') {
        end = event;
        break;
      }
      await settle();
      rowsSinceCollection += event.chunk.rowCount;
      if (options.collectGarbage && rowsSinceCollection >= options.collectGarbage.everyRows) {
        rowsSinceCollection = 0;
        options.collectGarbage.collect();
      }
      storing = storePreparedChunk(ctx.db, batch._id, workerId, event.chunk).then((updated) => {
        counts = { totalRows: updated.totalRows, processedRows: updated.processedRows, failedRows: updated.failedRows };
      });
      storing.catch(() => undefined);
      if (options.shouldStop()) {
        await settle();
        return 'stopped';
      }
    }
    await settle();
  } finally {
    // On an early return or a failure, never leave a chunk half-way: wait for it (its error is already thrown).
    // (`storing` is set inside the loop, which TypeScript's narrowing does not see.)
    await (storing as Promise<void> | null)?.catch(() => undefined);
    await events.return(undefined).catch(() => undefined);
  }

  const readError = end?.readError ?? null;
  if (!end?.sawHeaders) return fail(readError ? serverText('importUnreadable', { reason: readError }) : serverText('fileEmpty'));
  if (counts.totalRows === 0) return fail(readError ? serverText('importUnreadable', { reason: readError }) : serverText('importNoDataRows'));
  const status = finalBatchStatus({ ...counts, cutShort: readError !== null || end.overLimit });
  let error: string | null = null;
  if (readError) error = serverText('importStoppedAt', { row: end.lastRowNumber, reason: readError });
  else if (end.overLimit) error = serverText('importRowLimit', { limit: MAX_IMPORT_ROWS });
  if (status === excelBatchStatus.values.FAILED) error = error ?? serverText('importNoValidRow');
  await finishBatch(ctx.db, batch._id, workerId, status, error);
  return 'finished';
}
