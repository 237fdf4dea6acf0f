/**
 * The one CRUD helper (design.md §8): registers list / getOne / create / update / delete / status / signedUrl for
 * whatever routes a contract declares, on that contract's table. Paths, schemas, sortable and searchable fields
 * all come from the contract; a module only adds what its table needs (value mapping, extra list filters).
 *
 * Status: lists with the active filter flip `isActive`; lead-like lists (filter 'status') take an optional body
 * `{status}` and otherwise close an open/pending lead or reopen a closed one (src/shared/resources/leads.ts).
 *
 * Update and status: an `If-Match` header naming the `updatedAt` the caller loaded makes the call conditional (409
 * when the record has changed since; versions.ts). Every update and status change gives the record a new `updatedAt`.
 */
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ResourceContract, ResourceRoutes } from '@shared/resource';
import { leadStatusUpdateSchema } from '@shared/resources/leadsSchemas';
import { resourceLabel, serverText, type LabelledResource } from '@shared/serverMessages';
import { signedUrlRequestSchema } from '@shared/uploadsSchemas';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound, notFoundOnSave, validate } from '../../plugins/errors';
import { addRoute, idParam, ok } from '../routing';
import { createSignedUpload, type UploadKind } from '../uploads/signedUpload';
import { cachedCount } from './countCache';
import { parseList, type Columns, type ListFilter, type ParsedList } from './listQuery';
import { missingFiles, refuseMissingFiles, type StoredFileRef } from './storedFiles';
import { editConflict, matchedVersion, nextVersion, requestPrecondition, statusConflict, stillAt } from './versions';
import { inputToValues, rowToWire, type Row } from './wire';

export type CrudModule = {
  contract: ResourceContract;
  table: PgTable;
  filters?: ListFilter[];
  /** Conditions every list of this module carries. */
  baseWhere?: SQL;
  /** What the signed-url call accepts. */
  upload?: UploadKind;
  /** Validated body (+ the stored row on update) → column values. Default: `inputToValues`. */
  toValues?(input: Row, existing: Row | null): Row;
  toWire?(row: Row): Row;
  /**
   * The body's fields that name uploaded files (the prefixes a signed-url call returned): create and update refuse
   * a name with no stored file behind it, which would otherwise show as a broken image. http(s) links pass.
   */
  storedFiles?(input: Row): StoredFileRef[];
  /**
   * The resourceLabels key a record's answers name it by, when it is not the resource's: an ad is saved through the
   * review calls, and its toast read "Review created successfully" (audit 32-O).
   */
  labelOf?(row: Row): LabelledResource;
  /** Extra route config per call, e.g. a rate limit on a public create. */
  routeConfig?: Partial<Record<keyof ResourceRoutes, FastifyContextConfig>>;
};

export const columnsOf = (table: PgTable) => getTableColumns(table) as unknown as Columns;

/**
 * From this OFFSET on, a page is found by its ids first (the sort index alone, index-only once vacuumed) and only
 * its own rows are read whole: OFFSET otherwise reads every skipped row (1 kB with its jsonb) from the heap.
 */
export const DEFERRED_JOIN_OFFSET = 100;

function pageRows(db: DbOrTx, table: PgTable, columns: Columns, { where, orderBy, limit, offset }: Pick<ParsedList, 'where' | 'orderBy' | 'limit' | 'offset'>) {
  if (offset < DEFERRED_JOIN_OFFSET) return db.select().from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  const ids = db.select({ _id: columns._id }).from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
  return db.select().from(table).where(inArray(columns._id, ids)).orderBy(...orderBy);
}

/**
 * A page past the middle of its list, read from the end: the same rows in the reverse order, fewer skipped. (Before
 * text sort keys were stored, OFFSET 109,490 of a list by address read and sorted the whole table, 3–4 s on PGlite
 * with the server's one thread waiting: audit.) The total comes from the count, which is exact (countCache.ts
 * follows every write).
 */
async function deepPageRows(db: DbOrTx, table: PgTable, columns: Columns, parsed: ParsedList, total: number) {
  const { offset, limit } = parsed;
  if (offset >= total) return [];
  if (offset <= total / 2) return pageRows(db, table, columns, parsed);
  const fromEnd = { where: parsed.where, orderBy: parsed.reverseOrderBy, limit: Math.min(limit, total - offset), offset: Math.max(0, total - offset - limit) };
  return (await pageRows(db, table, columns, fromEnd)).reverse();
}

export function createRepository(module: CrudModule) {
  const { table } = module;
  const columns = columnsOf(table);
  const toWire = module.toWire ?? rowToWire;
  const tableName = getTableName(table);
  return {
    columns,
    toWire,
    async list(db: DbOrTx, query: unknown) {
      const parsed = parseList(module.contract, columns, query, { filters: module.filters, base: module.baseWhere });
      const count = () => cachedCount(db, tableName, db.select({ total: sql<number>`count(*)::int` }).from(table).where(parsed.where));
      // The first pages, nearly every list call, need no total first: both queries go at once.
      const [rows, total] =
        parsed.offset < DEFERRED_JOIN_OFFSET
          ? await Promise.all([pageRows(db, table, columns, parsed), count()])
          : await count().then(async (n) => [await deepPageRows(db, table, columns, parsed, n), n] as const);
      return { results: (rows as Row[]).map(toWire), total, pageSize: parsed.pageSize };
    },
    async find(db: DbOrTx, id: string, forUpdate = false): Promise<Row | null> {
      const query = db.select().from(table).where(eq(columns._id, id)).limit(1);
      const [row] = (forUpdate ? await query.for('update') : await query) as Row[];
      return row ?? null;
    },
    async insert(db: DbOrTx, values: Row): Promise<Row> {
      const [row] = (await db.insert(table).values(values).returning()) as Row[];
      return row;
    },
    /**
     * In a transaction: the stored row, locked, and the version an `If-Match` precondition (`accepted`) names.
     * Refused with `missing()` when there is no such row, `conflict()` when it has moved on from that version.
     */
    async lockAtVersion(tx: DbOrTx, id: string, accepted: number[] | null, refuse: { missing(): Error; conflict(): Error }) {
      const existing = await this.find(tx, id, true);
      if (!existing) throw refuse.missing();
      const version = accepted ? matchedVersion(accepted, existing.updatedAt) : undefined;
      if (accepted && version === undefined) throw refuse.conflict();
      return { existing, version };
    },
    /** `version`: only while the stored row is still at that `updatedAt` (epoch ms); null when it is not (or is gone). */
    async update(db: DbOrTx, id: string, values: Row | Record<string, SQL | number>, version?: number): Promise<Row | null> {
      const versioned = columns.updatedAt ? { updatedAt: nextVersion(columns.updatedAt), ...values } : values;
      const where = version === undefined ? eq(columns._id, id) : and(eq(columns._id, id), stillAt(columns.updatedAt, version));
      const [row] = (await db.update(table).set(versioned).where(where).returning()) as Row[];
      return row ?? null;
    },
    /**
     * A status change: `values` written, unless an `If-Match` precondition (`accepted`) names a version the row has
     * moved on from (`statusConflict`); without one, whatever is stored. Null when there is no such row.
     */
    async setStatus(tx: DbOrTx, id: string, values: Row | Record<string, SQL | number>, accepted: number[] | null, missing: () => Error): Promise<Row | null> {
      if (!accepted) return this.update(tx, id, values);
      const { version } = await this.lockAtVersion(tx, id, accepted, { missing, conflict: statusConflict });
      const updated = await this.update(tx, id, values, version);
      if (!updated) throw statusConflict();
      return updated;
    },
    async remove(db: DbOrTx, id: string): Promise<Row | null> {
      const rows = (await db.delete(table).where(eq(columns._id, id)).returning()) as Row[];
      return rows[0] ?? null;
    },
  };
}

function statusValues(module: CrudModule, columns: Columns, body: unknown): Record<string, SQL | number> {
  if (module.contract.filter === 'status') {
    const { status } = validate(leadStatusUpdateSchema, body ?? {});
    return { status: status ?? sql`CASE WHEN ${columns.status} = 2 THEN 1 ELSE 2 END` };
  }
  return { isActive: sql`NOT ${columns.isActive}` };
}

export function registerCrud(app: FastifyInstance, ctx: AppContext, module: CrudModule) {
  const { contract } = module;
  // The noun of its answers ("Property created successfully"), from the shared catalogue the admin translates.
  const label = resourceLabel(contract.name);
  const labelOf = (row: Row) => (module.labelOf ? resourceLabel(module.labelOf(row)) : label);
  const { routes } = contract;
  const repo = createRepository(module);
  const { db } = ctx;
  const toValues = module.toValues ?? inputToValues;

  if (routes.list) {
    addRoute(app, routes.list, async (request) => {
      const { results, total, pageSize } = await repo.list(db, request.query);
      const meta = contract.listTotal === 'totalPages' ? { total, totalPages: Math.ceil(total / pageSize) } : { total };
      return ok(serverText('listFetched', { label }), { results, meta });
    });
  }
  if (routes.getOne) {
    addRoute(app, routes.getOne, async (request) => {
      const row = await repo.find(db, idParam(request));
      if (!row) throw notFound(label);
      return ok(serverText('fetched', { label }), repo.toWire(row));
    });
  }
  if (routes.create && contract.create) {
    const schema = contract.create;
    addRoute(app, routes.create, async (request, reply) => {
      const input = validate(schema, request.body) as Row;
      if (module.storedFiles) refuseMissingFiles(await missingFiles(ctx.storage, module.storedFiles(input)));
      const row = await db.transaction((tx) => repo.insert(tx, toValues(input, null)));
      reply.status(201);
      return ok(serverText('created', { label: labelOf(row) }), repo.toWire(row));
    }, module.routeConfig?.create);
  }
  if (routes.update && (contract.update ?? contract.create)) {
    const schema = (contract.update ?? contract.create)!;
    addRoute(app, routes.update, async (request) => {
      const id = idParam(request);
      const accepted = requestPrecondition(request);
      const input = validate(schema, request.body) as Row;
      const missing = module.storedFiles ? await missingFiles(ctx.storage, module.storedFiles(input)) : [];
      const row = await db.transaction(async (tx) => {
        const { existing, version } = await repo.lockAtVersion(tx, id, accepted, { missing: () => notFoundOnSave(label), conflict: editConflict });
        if (module.storedFiles) refuseMissingFiles(missing, module.storedFiles(repo.toWire(existing)));
        // The row is locked since `find`; the UPDATE checks the version again, so the check and the write are one.
        const updated = await repo.update(tx, id, toValues(input, existing), version);
        if (!updated && version !== undefined) throw editConflict();
        return updated;
      });
      if (!row) throw notFoundOnSave(label);
      return ok(serverText('updated', { label: labelOf(row) }), repo.toWire(row));
    });
  }
  if (routes.delete) {
    addRoute(app, routes.delete, async (request) => {
      const id = idParam(request);
      const removed = await db.transaction((tx) => repo.remove(tx, id));
      if (!removed) throw notFound(label);
      return ok(serverText('deleted', { label: labelOf(removed) }), { _id: id });
    });
  }
  if (routes.status) {
    addRoute(app, routes.status, async (request) => {
      const id = idParam(request);
      // A toggle flips what is stored: sent from a list showing an older state, it undid someone else's change.
      const accepted = requestPrecondition(request);
      const values = statusValues(module, repo.columns, request.body);
      const row = await db.transaction((tx) => repo.setStatus(tx, id, values, accepted, () => notFound(label)));
      if (!row) throw notFound(label);
      return ok(serverText('statusUpdated', { label }), repo.toWire(row));
    });
  }
  const signedUrl = routes.signedUrl;
  if (signedUrl && module.upload && !app.hasRoute({ method: signedUrl.method, url: `${app.prefix}/${signedUrl.path}` })) {
    const allowed = module.upload;
    addRoute(app, signedUrl, async (request) => {
      const { fileName } = validate(signedUrlRequestSchema, request.body);
      return ok(serverText('signedUrlCreated'), createSignedUpload(ctx, { fileName, allowed, folder: contract.name }));
    });
  }
  return repo;
}

/** A Fastify plugin registering one or more CRUD modules. */
export const crudPlugin =
  (...modules: CrudModule[]): FastifyPluginAsync<{ ctx: AppContext }> =>
  async (app, { ctx }) => {
    for (const module of modules) registerCrud(app, ctx, module);
  };
