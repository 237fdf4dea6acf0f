/**
 * The background spreadsheet importer. One loop per process: claim a batch (PENDING, or PROCESSING with a stale
 * claim), process it, repeat; when there is nothing to do, sleep until `wake()` (an upload in this process) or the
 * poll interval (uploads in other processes, claims gone stale). While it processes, a heartbeat keeps its claim
 * fresh. `stop()` finishes the current chunk and hands the batch back for any worker to resume.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { claimNextBatch, ClaimLostError, heartbeat, releaseBatch, type Batch } from './batchStore';
import { processBatch, type ProcessOptions } from './processBatch';

export type ImportWorker = { start(): void; wake(): void; stop(): Promise<void> };

export type ImportWorkerOptions = {
  /** Rows stored per transaction. */
  chunkSize?: number;
  pollIntervalMs?: number;
  /** A PROCESSING batch whose claim is older than this belongs to a dead worker and is taken over. */
  staleAfterMs?: number;
  workerId?: string;
  /** See GARBAGE_EVERY_ROWS; default: every that many rows, where the process runs with --expose-gc. */
  collectGarbage?: ProcessOptions['collectGarbage'];
};

/**
 * An import leaves ~16 kB of garbage a row (its chunk's JSON text, the flat copy the database driver makes of it,
 * the reader's text, zod's objects), and V8 lets it pile up to about four times the live heap before a full
 * collection, a ceiling a 10,000-row import hardly reaches and a 100,000-row one reaches again and again: its peak
 * was ~100–150 MB higher. A collection every 5,000 rows (~80 MB of garbage), ~10–40 ms each, keeps the peak the
 * same whatever the file's length (bench/README.md, "Import memory"). `npm start` runs the server with --expose-gc
 * for it; without the flag nothing is collected by hand.
 */
export const GARBAGE_EVERY_ROWS = 5_000;

function exposedCollector(): ProcessOptions['collectGarbage'] {
  const gc = (globalThis as { gc?: () => void }).gc;
  return typeof gc === 'function' ? { everyRows: GARBAGE_EVERY_ROWS, collect: () => gc() } : undefined;
}

export function createImportWorker(ctx: AppContext, options: ImportWorkerOptions = {}): ImportWorker {
  const chunkSize = options.chunkSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const collectGarbage = options.collectGarbage ?? exposedCollector();
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = ctx.log.child({ module: 'import-worker', workerId });

  let loop: Promise<void> | null = null;
  let stopping = false;
  let wakeRequested = false;
  let interruptSleep: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interruptSleep = done;
    });

  async function runOne(batch: Batch): Promise<void> {
    log.info({ batchId: batch._id, resumeAfterRow: batch.lastRowNumber }, 'import batch claimed');
    const beat = setInterval(() => {
      heartbeat(ctx.db, batch._id, workerId).catch((error: unknown) => log.warn({ err: error }, 'import heartbeat failed'));
    }, Math.max(1_000, staleAfterMs / 4));
    try {
      const outcome = await processBatch(ctx, batch, workerId, { chunkSize, shouldStop: () => stopping, collectGarbage });
      if (outcome === 'stopped') await releaseBatch(ctx.db, batch._id, workerId);
      log.info({ batchId: batch._id, outcome }, 'import batch left');
    } catch (error) {
      if (error instanceof ClaimLostError) {
        log.warn({ batchId: batch._id }, error.message);
        return;
      }
      // Database trouble: hand the batch back; it resumes after the rows already stored.
      log.error({ err: error, batchId: batch._id }, 'import batch interrupted');
      await releaseBatch(ctx.db, batch._id, workerId).catch(() => undefined);
      if (!stopping) await sleep(pollIntervalMs);
    } finally {
      clearInterval(beat);
    }
  }

  async function run(): Promise<void> {
    while (!stopping) {
      wakeRequested = false;
      let batch: Batch | null = null;
      try {
        batch = await claimNextBatch(ctx.db, workerId, staleAfterMs);
      } catch (error) {
        log.error({ err: error }, 'import claim failed');
      }
      if (batch) await runOne(batch);
      else if (!wakeRequested && !stopping) await sleep(pollIntervalMs);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = run().finally(() => {
        loop = null;
      });
    },
    wake() {
      wakeRequested = true;
      interruptSleep?.();
    },
    async stop() {
      stopping = true;
      interruptSleep?.();
      await loop;
    },
  };
}
