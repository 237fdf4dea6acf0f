/**
 * Opens the database: PGlite in DATA_DIR/db by default, a PostgreSQL server when DATABASE_URL is set.
 * Both run the same drizzle schema and the same SQL migrations (src/server/db/migrations), applied at start.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Config } from '../config';
import { StartupError } from '../startupError';
import { lockDataDir } from './dataDirLock';
import { migrationsToApply } from './migrationOrder';
import { startAutovacuum, vacuumStaleTables } from './maintenance';
import { createPostgresPool, type PoolLog } from './postgresPool';
import { schema, type Schema } from './tables/index';
import { deleteDependents, TableVersions, watchPglite, watchPgPool } from './writeWatch';

/** The embedded database's folder (and, beside it, its lock `db.lock`). */
export const embeddedDatabaseDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'db');

/** One type for both drivers: what repositories and routes use. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The argument `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what write helpers accept. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle = { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> };

/** What openDatabase knows of each database it opened: its write versions and its engine. */
const opened = new WeakMap<object, { versions: TableVersions; kind: DatabaseHandle['kind'] }>();

/** The write versions of a database opened by `openDatabase` (undefined for anything else, e.g. a transaction). */
export const tableVersionsOf = (db: object): TableVersions | undefined => opened.get(db)?.versions;

/** Which engine a database opened by `openDatabase` runs on (undefined for anything else). */
export const databaseKindOf = (db: object): DatabaseHandle['kind'] | undefined => opened.get(db)?.kind;

function newTableVersions() {
  return new TableVersions(deleteDependents(Object.values(schema)));
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite with the extensions the migrations need. `loadDataDir` clones a dumped database (tests). */
export function createPglite(dataDir?: string, loadDataDir?: Blob | File): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

/** `log` hears about PostgreSQL connections lost while the server runs (console by default). */
export async function openDatabase(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, pglite?: PGlite, log?: PoolLog): Promise<DatabaseHandle> {
  if (config.DATABASE_URL && !pglite) return openPostgres(config.DATABASE_URL, log);
  let client = pglite;
  let unlock: () => Promise<void> = async () => undefined;
  if (!client) {
    const dir = embeddedDatabaseDir(config);
    await mkdir(dir, { recursive: true });
    unlock = await lockDataDir(dir);
    client = createPglite(dir);
  }
  try {
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const versions = newTableVersions();
  watchPglite(client, versions);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  opened.set(db, { versions, kind: 'pglite' });
  try {
    const pending = await migrationsToApply((text) => client.query(text), MIGRATIONS_DIR);
    if (pending.length > 0) log?.info?.({ migrations: pending }, 'applying database migrations');
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    await vacuumStaleTables(db);
  } catch (error) {
    if (!pglite) await client.close().catch(() => undefined); // one it opened itself: closed again
    await unlock();
    throw error;
  }
  const autovacuum = startAutovacuum(db, versions);
  const owned = client;
  return {
    db,
    kind: 'pglite',
    async close() {
      await autovacuum.stop();
      await owned.close();
      await unlock();
    },
  };
}

/** Several processes may start together on one server: an advisory lock serialises their migrations. */
const MIGRATION_LOCK = 727_001;

async function openPostgres(url: string, log?: PoolLog): Promise<DatabaseHandle> {
  const { pool, end } = createPostgresPool(url, log);
  try {
    const versions = newTableVersions();
    watchPgPool(pool, versions);
    const migrator = await pool.connect();
    try {
      await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const pending = await migrationsToApply((text) => migrator.query(text), MIGRATIONS_DIR);
      if (pending.length > 0) log?.info?.({ migrations: pending }, 'applying database migrations');
      await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await migrator.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      migrator.release();
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    opened.set(db, { versions, kind: 'postgres' });
    await db.execute(sql`select 1`);
    return { db, kind: 'postgres', close: end };
  } catch (error) {
    // A failed start (migrations, an unreachable server) leaves no connection open behind it.
    await end().catch(() => undefined);
    if (isConnectionFailure(error)) {
      // "getaddrinfo ENOTFOUND base" alone did not say which setting to look at (audit).
      throw new StartupError(`Could not connect to the PostgreSQL server of DATABASE_URL (${withoutCredentials(url)}): ${(error as Error).message}`);
    }
    throw error;
  }
}

const CONNECTION_CODES = new Set(['ENOTFOUND', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '28P01', '28000', '3D000']);
const isConnectionFailure = (error: unknown) => CONNECTION_CODES.has(String((error as { code?: unknown } | null)?.code));

/** The URL as it may be printed: no user name or password. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'not a URL';
  }
}
