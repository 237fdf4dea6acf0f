/**
 * Spreadsheet import calls (contract `propertyExcel` / `propertyExcelRows`): signed upload URL, batch registration
 * (`upload-file`, which wakes the worker), the batch list, a batch's rows with their errors, and the template.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { statusCodes } from '@shared/api';
import { excelBatchStatus, excelFileStatus } from '@shared/enums';
import { propertyExcel, propertyExcelRows } from '@shared/resources/property';
import { excelUploadSchema } from '@shared/resources/propertySchemas';
import { serverText } from '@shared/serverMessages';
import { v } from '@shared/validation';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { excelBatches, excelRows } from '../db/tables/index';
import { intFilter, parseList } from '../modules/crud/listQuery';
import { rowToWire } from '../modules/crud/wire';
import { addRoute, idParam, ok } from '../modules/routing';
import { AppError, invalidInput, validate } from '../plugins/errors';
import { isSafeStorageKey } from '../storage/storage';
import { registerSpreadsheetSignedUrl } from './signedUrl';
import { sheetFormatOf } from './sheetRows';
import { buildTemplate } from './template';
import type { ImportWorker } from './worker';

export type ImportRoutesOptions = { ctx: AppContext; worker: ImportWorker };

const b = excelBatches;
/** Serialises batch registrations, across processes sharing a PostgreSQL server (the migrations' and seed's are 727_001/2). */
const BATCH_REGISTRATION_LOCK = 727_003;
/** What a batch shows on the wire (the claim and resume point stay inside). */
const batchColumns = {
  _id: b._id,
  fileName: b.fileName,
  originalFileName: b.originalFileName,
  status: b.status,
  totalRows: b.totalRows,
  processedRows: b.processedRows,
  failedRows: b.failedRows,
  error: b.error,
  decimalComma: b.decimalComma,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
};
const r = excelRows;
const rowColumns = {
  _id: r._id,
  batchId: r.batchId,
  rowNumber: r.rowNumber,
  status: r.status,
  data: r.data,
  errors: r.errors,
  propertyId: r.propertyId,
  createdAt: r.createdAt,
};

/**
 * A row's answer adds `propertyDeleted`: deleting a property empties its rows' `propertyId` (the foreign key's
 * `set null`), so an imported row without one is a row whose property was deleted; a failed row never had one.
 */
const rowAnswerColumns = {
  ...rowColumns,
  propertyDeleted: sql<boolean>`(${r.status} = ${excelFileStatus.values.PROCESSED} and ${r.propertyId} is null)`.as('propertyDeleted'),
};

/** SHA-256 (hex) of a stored file's bytes. */
async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const { PENDING, PROCESSING } = excelBatchStatus.values;

const badFile = (message: string) => new AppError(400, statusCodes.IMPORT_BAD_FILE, message, [{ field: 'fileName', message }]);

export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async (app, { ctx, worker }) => {
  const { db } = ctx;
  const findBatch = async (id: string) => {
    const [batch] = await db.select(batchColumns).from(excelBatches).where(eq(excelBatches._id, id));
    if (!batch) throw new AppError(404, statusCodes.IMPORT_NOT_FOUND, serverText('spreadsheetNotFound'));
    return batch;
  };

  /** The same bytes created properties before (or are being imported): a 409 naming that batch. */
  const refuseRepeat = async (tx: DbOrTx, contentSha256: string) => {
    const [earlier] = await tx
      .select(batchColumns)
      .from(excelBatches)
      .where(
        and(
          eq(excelBatches.contentSha256, contentSha256),
          or(gt(excelBatches.processedRows, 0), inArray(excelBatches.status, [PENDING, PROCESSING])),
        ),
      )
      .orderBy(desc(excelBatches.createdAt))
      .limit(1);
    if (!earlier) return;
    const args = { name: earlier.originalFileName, importedAt: earlier.createdAt.toISOString(), processedRows: String(earlier.processedRows) };
    const message = serverText('importRepeated', args);
    throw new AppError(409, statusCodes.IMPORT_REPEATED, message, [{ field: 'fileName', message, args: { ...args, batchId: earlier._id } }]);
  };

  registerSpreadsheetSignedUrl(app, ctx, propertyExcel.routes.signedUrl);

  addRoute(app, propertyExcel.routes.create, async (request) => {
    const body = validate(excelUploadSchema, request.body);
    if (!sheetFormatOf(body.fileName)) throw badFile(serverText('importWrongType'));
    const stored = isSafeStorageKey(body.fileName) ? await ctx.storage.stat(body.fileName) : null;
    if (!stored) throw badFile(serverText('importFileMissing'));
    if (stored.size === 0) throw badFile(serverText('fileEmpty'));
    // The same stored file twice is a repeated submit: answer the batch it already has.
    const [existing] = await db.select(batchColumns).from(excelBatches).where(eq(excelBatches.fileName, body.fileName)).limit(1);
    if (existing) return ok(serverText('importAlreadyRunning'), rowToWire(existing));
    const file = await ctx.storage.get(body.fileName);
    if (!file) throw badFile(serverText('importFileMissing'));
    const contentSha256 = await sha256Of(file);
    // Checked again and registered under a lock: three submits at once made three batches, each property thrice.
    const { batch, started } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_REGISTRATION_LOCK})`);
      const [running] = await tx.select(batchColumns).from(excelBatches).where(eq(excelBatches.fileName, body.fileName)).limit(1);
      if (running) return { batch: running, started: false };
      if (body.unlessImportedBefore) await refuseRepeat(tx, contentSha256);
      const [inserted] = await tx
        .insert(excelBatches)
        .values({ fileName: body.fileName, originalFileName: body.originalFileName, contentSha256 })
        .returning(batchColumns);
      return { batch: inserted, started: true };
    });
    if (!started) return ok(serverText('importAlreadyRunning'), rowToWire(batch));
    worker.wake();
    return ok(serverText('importStarted'), rowToWire(batch));
  });

  addRoute(app, propertyExcel.routes.list, async (request) => {
    const list = parseList(propertyExcel, batchColumns, request.query);
    const [results, [{ total }]] = await Promise.all([
      db.select(batchColumns).from(excelBatches).where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset),
      db.select({ total: count() }).from(excelBatches).where(list.where),
    ]);
    return ok(serverText('spreadsheetFilesFetched'), { results: results.map(rowToWire), meta: { total } });
  });

  addRoute(app, propertyExcelRows.routes.list, async (request) => {
    const batch = await findBatch(idParam(request));
    // `search` matches the row's cells and its errors (searchText), as the contract's `data` field says.
    const columns = { ...rowColumns, data: excelRows.searchText };
    const list = parseList(propertyExcelRows, columns, request.query, {
      base: eq(excelRows.batchId, batch._id),
      filters: [intFilter('status', 'status', [excelFileStatus.values.PROCESSED, excelFileStatus.values.FAILED])],
    });
    const [results, [{ total }]] = await Promise.all([
      db.select(rowAnswerColumns).from(excelRows).where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset),
      db.select({ total: count() }).from(excelRows).where(list.where),
    ]);
    return ok(serverText('spreadsheetRowsFetched'), { results: results.map(rowToWire), meta: { total }, batch: rowToWire(batch) });
  });

  addRoute(app, propertyExcel.routes.template, async (request, reply) => {
    const format = (request.query as { format?: unknown }).format ?? 'xlsx';
    if (format !== 'xlsx' && format !== 'csv') throw invalidInput('format', v.invalidValue);
    const file = await buildTemplate(format);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
