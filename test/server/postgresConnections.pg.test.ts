/**
 * PostgreSQL mode only (there is no connection to lose with PGlite): runs under `npm run test:postgres`, i.e. when
 * TEST_DATABASE_URL names a server. PostgreSQL ends connections on its own — a restart, pg_terminate_backend, a
 * dropped database — and the server must log and replace them, not crash; closing must leave no connection behind.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type DbOrTx } from '../../src/server/db/client';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { createPostgresDatabase } from '../helpers/postgresTestDatabase';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run this file with `npm run test:postgres`');

/** The rows of one statement (Db's execute is typed for both drivers, so its rows are `unknown`). */
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe('PostgreSQL connections lost or closed', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const backendsOf = async (database: string) =>
    (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows.map((r) => r.pid);

  /** Terminates every connection to `database` (as a PostgreSQL restart would) and waits until they are gone. */
  async function terminateAll(database: string) {
    const { rows } = await admin.query<{ done: boolean }>(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    await vi.waitFor(async () => expect(await backendsOf(database)).toEqual([]), { timeout: 10_000 });
    return rows.filter((r) => r.done).length;
  }

  describe('the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('keeps answering after PostgreSQL ends its idle pool connections', async () => {
      const list = () => t.inject({ method: 'GET', url: '/api/v1/admin/service/list' });
      expect((await list()).statusCode).toBe(200);
      const database = (await rowsOf<{ name: string }>(t.app.ctx.db, sql`select current_database() as name`))[0].name;

      expect(await terminateAll(database)).toBeGreaterThan(0);

      // The pool discards each dead client once its socket reports the end; then it opens fresh ones.
      await vi.waitFor(async () => expect((await list()).statusCode).toBe(200), { timeout: 10_000 });
      expect((await t.inject({ method: 'GET', url: '/api/v1/admin/service/list?page=1' })).statusCode).toBe(200);
    });
  });

  describe('the database module', () => {
    let database: { url: string; drop(): Promise<void> };
    let handle: DatabaseHandle | undefined;
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => void warnings.push(message) };
    beforeAll(async () => {
      database = await createPostgresDatabase(serverUrl!);
    });
    afterEach(async () => {
      await handle?.close();
      handle = undefined;
    });
    afterAll(() => database.drop());

    const name = () => new URL(database.url).pathname.slice(1);
    const open = async () => (handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: database.url }, undefined, log));

    it('logs an idle connection PostgreSQL ended, and queries go on', async () => {
      const { db } = await open();
      await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
      warnings.length = 0;

      const ended = await terminateAll(name());

      await vi.waitFor(() => expect(warnings).toHaveLength(ended), { timeout: 10_000 });
      expect(warnings[0]).toMatch(/lost while idle/);
      expect(await rowsOf(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });

    it('fails the transaction whose connection PostgreSQL ended, and queries go on', async () => {
      const { db } = await open();
      const transaction = db.transaction(async (tx) => {
        const pid = (await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0].pid;
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await vi.waitFor(async () => expect(await backendsOf(name())).not.toContain(pid), { timeout: 10_000 });
        await tx.execute(sql`select 1`);
      });

      await expect(transaction).rejects.toThrow();
      expect(await rowsOf(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });

    it('has closed every connection when close() resolves', async () => {
      const { db, close } = await open();
      await Promise.all([1, 2, 3, 4].map(() => db.execute(sql`select pg_sleep(0.05)`)));
      expect((await backendsOf(name())).length).toBeGreaterThan(1);

      await close();
      handle = undefined;

      expect(await backendsOf(name())).toEqual([]);
    });

    it('closes its connections when the migrations fail at start', async () => {
      const fresh = await createPostgresDatabase(serverUrl!);
      try {
        // A table of the first migration already there, of another shape: its CREATE TABLE fails.
        const squatter = new pg.Client({ connectionString: fresh.url });
        await squatter.connect();
        await squatter.query('CREATE TABLE admin_users (x int)');
        await squatter.end();

        await expect(openDatabase({ DATA_DIR: 'unused', DATABASE_URL: fresh.url }, undefined, log)).rejects.toThrow();
        expect(await backendsOf(new URL(fresh.url).pathname.slice(1))).toEqual([]);
      } finally {
        await fresh.drop();
      }
    });
  });
});
