/** The import worker's guarantees: a batch interrupted mid-way resumes, and concurrent workers never double-import. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelBatchStatus } from '@shared/enums';
import { propertyImportExample, validatePropertyRow } from '@shared/resources/propertyImport';
import { excelBatches, excelRows, properties } from '../../src/server/db/tables/index';
import { claimNextBatch, releaseClaimsOfEarlierRun, storeChunk } from '../../src/server/import/batchStore';
import { createImportWorker } from '../../src/server/import/worker';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { storeExampleFiles, toCsvText, waitForBatch } from './importHelpers';

const rowsWithMarker = (marker: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...propertyImportExample, Address: i % 4 === 3 ? '' : `${marker} ${i + 1}` }));

describe('import worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await storeExampleFiles(t);
  });
  afterAll(() => t.close());

  const propertyCount = async (marker: string) =>
    (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(properties).where(sql`${properties.address} like ${marker + ' %'}`))[0].n;

  const stage = async (marker: string, count: number) => {
    const key = `excel/test/${marker}.csv`;
    await t.app.ctx.storage.put(key, Buffer.from(toCsvText(rowsWithMarker(marker, count)), 'utf8'));
    const [batch] = await t.app.ctx.db.insert(excelBatches).values({ fileName: key, originalFileName: `${marker}.csv` }).returning();
    return batch;
  };

  it('resumes a batch whose worker died mid-way, after the rows it already stored', async () => {
    const batch = await stage('RESUME', 12);
    // A worker claims the batch, stores sheet rows 2..6, then its process dies (claim left behind, gone stale).
    const db = t.app.ctx.db;
    const claimed = await claimNextBatch(db, 'dead-worker', 60_000);
    expect(claimed?._id).toBe(batch._id);
    const firstRows = rowsWithMarker('RESUME', 5).map((data, i) => {
      const cells = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));
      return { rowNumber: i + 2, data: cells, ...validatePropertyRow(cells) };
    });
    await storeChunk(db, batch._id, 'dead-worker', firstRows);
    await db.update(excelBatches).set({ claimedAt: sql`now() - interval '1 hour'` }).where(eq(excelBatches._id, batch._id));

    const worker = createImportWorker(t.app.ctx, { chunkSize: 3, pollIntervalMs: 100, staleAfterMs: 60_000 });
    worker.start();
    const done = await waitForBatch(t, batch._id);
    await worker.stop();

    expect(done).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, totalRows: 12, processedRows: 9, failedRows: 3 });
    expect(await propertyCount('RESUME')).toBe(9);
    const stored = await db.select({ rowNumber: excelRows.rowNumber }).from(excelRows).where(eq(excelRows.batchId, batch._id)).orderBy(excelRows.rowNumber);
    expect(stored.map((r) => r.rowNumber)).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
  });

  it('at the start of an embedded database’s one process, hands back the claims a killed one left: its batch resumes at once', async () => {
    const batch = await stage('KILLED', 3);
    const db = t.app.ctx.db;
    await claimNextBatch(db, 'killed-process', 60_000);
    // Claimed a moment ago: another worker would wait a minute for it to go stale.
    expect(await claimNextBatch(db, 'new-process', 60_000)).toBeNull();
    expect(await releaseClaimsOfEarlierRun(db)).toBeGreaterThanOrEqual(1);
    expect((await claimNextBatch(db, 'new-process', 60_000))?._id).toBe(batch._id);
    await db.update(excelBatches).set({ claimedBy: null, claimedAt: null }).where(eq(excelBatches._id, batch._id));
    const worker = createImportWorker(t.app.ctx, { pollIntervalMs: 100 });
    worker.start();
    expect(await waitForBatch(t, batch._id)).toMatchObject({ status: excelBatchStatus.values.PROCESSED, processedRows: 3 });
    await worker.stop();
  });

  it('does not let a worker whose claim was taken over store anything more', async () => {
    const batch = await stage('TAKEOVER', 3);
    const db = t.app.ctx.db;
    await claimNextBatch(db, 'slow-worker', 60_000);
    await db.update(excelBatches).set({ claimedAt: sql`now() - interval '1 hour'` }).where(eq(excelBatches._id, batch._id));
    const worker = createImportWorker(t.app.ctx, { pollIntervalMs: 100 });
    worker.start();
    await waitForBatch(t, batch._id);
    await worker.stop();

    const late = [{ rowNumber: 99, data: { Address: 'TAKEOVER late' }, ok: false as const, errors: [] }];
    await expect(storeChunk(db, batch._id, 'slow-worker', late)).rejects.toThrow(/claimed by another worker/);
    expect(await propertyCount('TAKEOVER')).toBe(3);
  });

  it('collects garbage after about every so many rows read, so that a long import keeps the memory of a short one', async () => {
    const batch = await stage('COLLECT', 32);
    let collections = 0;
    const worker = createImportWorker(t.app.ctx, {
      chunkSize: 5,
      pollIntervalMs: 50,
      collectGarbage: { everyRows: 10, collect: () => void collections++ },
    });
    worker.start();
    worker.wake();
    const done = await waitForBatch(t, batch._id);
    await worker.stop();

    expect(done).toMatchObject({ totalRows: 32, processedRows: 24, failedRows: 8 });
    // After rows 10, 20 and 30 were read (chunks of 5), not after the last 2.
    expect(collections).toBe(3);
  });

  it('processes each batch once when several workers share the database', async () => {
    const batches = [await stage('SHARED-A', 40), await stage('SHARED-B', 40)];
    const workers = [1, 2, 3].map((n) => createImportWorker(t.app.ctx, { chunkSize: 5, pollIntervalMs: 50, workerId: `worker-${n}` }));
    for (const w of workers) w.start();
    for (const w of workers) w.wake();
    const done = await Promise.all(batches.map((b) => waitForBatch(t, b._id)));
    await Promise.all(workers.map((w) => w.stop()));

    for (const [i, marker] of ['SHARED-A', 'SHARED-B'].entries()) {
      expect(done[i]).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, totalRows: 40, processedRows: 30, failedRows: 10 });
      expect(await propertyCount(marker)).toBe(30);
      const [{ n }] = await t.app.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(excelRows)
        .where(eq(excelRows.batchId, batches[i]._id));
      expect(n).toBe(40);
    }
  });

  it('stops cleanly between chunks and leaves the batch for another worker to finish', async () => {
    const batch = await stage('STOPPED', 30);
    const readBatch = async () => (await t.app.ctx.db.select().from(excelBatches).where(eq(excelBatches._id, batch._id)))[0];
    const first = createImportWorker(t.app.ctx, { chunkSize: 2, pollIntervalMs: 50, workerId: 'first' });
    first.start();
    first.wake();
    for (let i = 0; i < 400 && (await readBatch()).totalRows < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await first.stop();
    const mid = await readBatch();
    expect(mid.totalRows).toBeGreaterThanOrEqual(2);
    expect(mid.claimedBy).not.toBe('first');

    const second = createImportWorker(t.app.ctx, { pollIntervalMs: 50, workerId: 'second' });
    second.start();
    const done = await waitForBatch(t, batch._id);
    await second.stop();
    expect(done).toMatchObject({ totalRows: 30, processedRows: 23, failedRows: 7 });
    expect(await propertyCount('STOPPED')).toBe(23);
  });
});
