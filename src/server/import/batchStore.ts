/**
 * The import worker's database side: claiming a batch (`FOR UPDATE SKIP LOCKED`, so processes sharing one
 * PostgreSQL never take the same batch), storing a chunk of rows in one transaction that first re-checks the
 * claim, heartbeats, and finishing or releasing a batch.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { excelBatchStatus, excelFileStatus } from '@shared/enums';
import { columnOf, importSearchFields, type RowError } from '@shared/resources/propertyImport';
import type { propertyInputSchema } from '@shared/resources/propertySchemas';
import { fillPlaceholders } from '@shared/serverMessages';
import { validationTexts } from '@shared/validation';
import type { z } from 'zod';
import { databaseKindOf, type Db } from '../db/client';
import { excelBatches, excelRows, properties } from '../db/tables/index';
import { insertJson, toJsonRows, type JsonRows } from './jsonInsert';

export type Batch = typeof excelBatches.$inferSelect;
type ValidProperty = z.infer<typeof propertyInputSchema>;

export type PreparedRow = { rowNumber: number; data: Record<string, string> } & (
  | { ok: true; value: ValidProperty }
  | { ok: false; errors: RowError[] }
);

/** Thrown when a chunk finds that another worker took the batch over: this worker must stop touching it. */
export class ClaimLostError extends Error {
  constructor(batchId: string) {
    super(`Import batch ${batchId} is now claimed by another worker`);
  }
}

const { PENDING, PROCESSING } = excelBatchStatus.values;

/** Takes the oldest waiting batch, or a PROCESSING one whose claim went stale (its process died). */
export async function claimNextBatch(db: Db, workerId: string, staleAfterMs: number): Promise<Batch | null> {
  return db.transaction(async (tx) => {
    const staleBefore = sql`now() - make_interval(secs => ${staleAfterMs / 1000}::double precision)`;
    const [candidate] = await tx
      .select({ _id: excelBatches._id })
      .from(excelBatches)
      .where(
        or(
          eq(excelBatches.status, PENDING),
          and(eq(excelBatches.status, PROCESSING), or(isNull(excelBatches.claimedAt), lt(excelBatches.claimedAt, staleBefore))),
        ),
      )
      .orderBy(asc(excelBatches.createdAt), asc(excelBatches._id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [claimed] = await tx
      .update(excelBatches)
      .set({ status: PROCESSING, claimedBy: workerId, claimedAt: sql`now()`, error: null })
      .where(eq(excelBatches._id, candidate._id))
      .returning();
    return claimed ?? null;
  });
}

const ownClaim = (batchId: string, workerId: string) => and(eq(excelBatches._id, batchId), eq(excelBatches.claimedBy, workerId));

export async function heartbeat(db: Db, batchId: string, workerId: string): Promise<void> {
  await db.update(excelBatches).set({ claimedAt: sql`now()` }).where(ownClaim(batchId, workerId));
}

/** A validated row as a properties insert; `newId` names the property and each sub-item. */
export function toPropertyRow(p: ValidProperty, newId: () => string, nowIso: string): typeof properties.$inferInsert & { _id: string } {
  return {
    _id: newId(),
    propertyNo: p.propertyNo,
    address: p.address,
    areaOfPlot: p.areaOfPlot,
    nearbyLocation: p.nearbyLocation,
    priceAreaWise: p.priceAreaWise,
    pricePerSqft: p.pricePerSqft,
    projectSize: p.projectSize,
    plotType: p.plotType,
    amenities: p.amenities,
    aboutBuilder: p.aboutBuilder,
    locationHighlights: p.locationHighlights,
    propertyRatings: p.propertyRatings,
    propertyFacing: p.propertyFacing,
    availabilityStatus: p.availabilityStatus,
    approvals: p.approvals,
    faqs: p.faqs.map((f) => ({ _id: newId(), question: f.question, answer: f.answer, isDeleted: false })),
    reviews: p.reviews.map((r) => ({ _id: newId(), review: r.review, isDeleted: false, createdAt: nowIso, updatedAt: nowIso })),
    images: p.images.map((i) => ({ _id: newId(), url: i.url, isDeleted: false })),
    brochure: p.brochure,
    lng: p.location?.coordinates[0] ?? null,
    lat: p.location?.coordinates[1] ?? null,
    isActive: p.isActive,
  };
}

/** One excel_rows insert for a prepared row. */
export function toExcelRow(batchId: string, row: PreparedRow, propertyId: string | null): typeof excelRows.$inferInsert {
  return {
    batchId,
    rowNumber: row.rowNumber,
    status: row.ok ? excelFileStatus.values.PROCESSED : excelFileStatus.values.FAILED,
    data: row.data,
    errors: row.ok ? [] : row.errors,
    propertyId,
    searchText: searchTextOf(row),
  };
}

/** What the row list's search matches (see `importSearchFields`): errors and their English texts included. */
function searchTextOf(row: PreparedRow): string {
  const parts = Object.entries(row.data)
    .filter(([header]) => !row.ok || importSearchFields.has(columnOf(header)?.field ?? ''))
    .map(([, value]) => value);
  if (!row.ok) {
    for (const e of row.errors) {
      const key = e.message.replace(/^app\.validation\./, '') as keyof typeof validationTexts;
      parts.push(e.field, fillPlaceholders(validationTexts[key] ?? e.message, e.args));
    }
  }
  return parts.join(' ').slice(0, 20_000);
}

/**
 * A chunk ready to store: its properties and excel_rows as JSON (built while reading, see rowChunks.ts), and what
 * the batch's counters and resume point advance by.
 */
export type PreparedChunk = {
  rowCount: number;
  validCount: number;
  lastRowNumber: number;
  properties: JsonRows;
  excelRows: JsonRows;
  /** How the file writes numbers (kept on the batch, for exports of its rows); undefined when not known. */
  decimalComma?: boolean;
};

export function prepareChunk(batchId: string, rows: PreparedRow[]): PreparedChunk {
  const nowIso = new Date().toISOString();
  const newProperties = rows.map((r) => (r.ok ? toPropertyRow(r.value, randomUUID, nowIso) : null));
  const inserts = newProperties.filter((p) => p !== null);
  return {
    rowCount: rows.length,
    validCount: inserts.length,
    lastRowNumber: rows[rows.length - 1].rowNumber,
    properties: toJsonRows(properties, inserts),
    excelRows: toJsonRows(
      excelRows,
      rows.map((r, i) => toExcelRow(batchId, r, newProperties[i]?._id ?? null)),
    ),
  };
}

/** Stores prepared rows (see storePreparedChunk). */
export async function storeChunk(db: Db, batchId: string, workerId: string, rows: PreparedRow[]): Promise<Batch> {
  return storePreparedChunk(db, batchId, workerId, prepareChunk(batchId, rows));
}

/**
 * Stores one chunk atomically: its valid rows as properties, every row in excel_rows, and the batch's counters
 * and resume point. Throws ClaimLostError (storing nothing) when the batch is no longer this worker's.
 */
export async function storePreparedChunk(db: Db, batchId: string, workerId: string, chunk: PreparedChunk): Promise<Batch> {
  const skipForeignKeyChecks = databaseKindOf(db) === 'pglite';
  return db.transaction(async (tx) => {
    const [own] = await tx.select({ _id: excelBatches._id }).from(excelBatches).where(ownClaim(batchId, workerId)).for('update');
    if (!own) throw new ClaimLostError(batchId);
    // The chunk's rows reference this batch (locked just above) and properties inserted just before them, in this
    // transaction: the foreign-key checks could not fail, and on PGlite they cost ~5 % of an import’s time (a
    // query per row and key). Replica mode skips them (and any trigger) for this transaction only. PostgreSQL
    // servers keep the checks: the setting needs a superuser there.
    if (skipForeignKeyChecks) await tx.execute(sql`set local session_replication_role = replica`);
    await insertJson(tx, properties, chunk.properties, { inOrderOf: 'createdAt' });
    await insertJson(tx, excelRows, chunk.excelRows);
    const [updated] = await tx
      .update(excelBatches)
      .set({
        totalRows: sql`${excelBatches.totalRows} + ${chunk.rowCount}`,
        processedRows: sql`${excelBatches.processedRows} + ${chunk.validCount}`,
        failedRows: sql`${excelBatches.failedRows} + ${chunk.rowCount - chunk.validCount}`,
        lastRowNumber: chunk.lastRowNumber,
        ...(chunk.decimalComma === undefined ? {} : { decimalComma: chunk.decimalComma }),
        claimedAt: sql`now()`,
      })
      .where(eq(excelBatches._id, batchId))
      .returning();
    return updated;
  });
}

/** Ends a batch with its final status; a no-op when the claim was lost meanwhile. */
export async function finishBatch(db: Db, batchId: string, workerId: string, status: number, error: string | null): Promise<void> {
  await db
    .update(excelBatches)
    .set({ status, error, claimedBy: null, claimedAt: null })
    .where(ownClaim(batchId, workerId));
}

/** Gives a batch back unfinished (shutdown, database trouble): it stays PROCESSING and any worker resumes it. */
/**
 * Hands back every batch still claimed: at the start of the one process an embedded database has (the DATA_DIR
 * lock), any claim is a killed server's. Its batch resumed only once the claim went stale, a minute of "Processing"
 * with counts that did not move (audit 31-L). Not on a PostgreSQL server, where other processes' claims are live.
 */
export async function releaseClaimsOfEarlierRun(db: Db): Promise<number> {
  const released = await db
    .update(excelBatches)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(eq(excelBatches.status, PROCESSING), isNotNull(excelBatches.claimedBy)))
    .returning({ _id: excelBatches._id });
  return released.length;
}

export async function releaseBatch(db: Db, batchId: string, workerId: string): Promise<void> {
  await db.update(excelBatches).set({ claimedBy: null, claimedAt: null }).where(ownClaim(batchId, workerId));
}
