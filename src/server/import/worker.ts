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
import { processBatch } from './processBatch';

export type ImportWorker = { start(): void; wake(): void; stop(): Promise<void> };

export type ImportWorkerOptions = {
  /** Rows stored per transaction. */
  chunkSize?: number;
  pollIntervalMs?: number;
  /** A PROCESSING batch whose claim is older than this belongs to a dead worker and is taken over. */
  staleAfterMs?: number;
  workerId?: string;
};

export function createImportWorker(ctx: AppContext, options: ImportWorkerOptions = {}): ImportWorker {
  const chunkSize = options.chunkSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
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
      const outcome = await processBatch(ctx, batch, workerId, { chunkSize, shouldStop: () => stopping });
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
