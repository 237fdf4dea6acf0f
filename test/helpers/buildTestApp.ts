/**
 * A fresh server per test file: a clone of the run's PGlite template (migrated, bootstrap admin), a temporary
 * DATA_DIR for stored files, no demo data, DEV_OUTBOX on, logs silent. `inject` sends the admin's token.
 *
 * With TEST_DATABASE_URL (a PostgreSQL URL whose user may create databases), each test file gets its own fresh
 * database on that server instead, migrated and bootstrapped by the app itself, and dropped afterwards:
 * `TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres npx vitest run --project server`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as injectProvided } from 'vitest';
import { encodePassword } from '../../src/shared/auth';
import { buildApp, type App, type BuildAppOptions } from '../../src/server/app';
import { DEFAULT_ADMIN_PASSWORD, loadConfig } from '../../src/server/config';
import { createPglite } from '../../src/server/db/client';
import { createPostgresDatabase } from './postgresTestDatabase';

export const TEST_ADMIN = { email: 'admin@example.com', password: DEFAULT_ADMIN_PASSWORD } as const;

export type TestApp = {
  app: App;
  dataDir: string;
  /** Logs in (default: the bootstrap admin) and returns the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** Like app.inject, with `Authorization: Bearer <token>` (the admin's, unless `token` is given; null = none). */
  inject(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  /** Puts a small file at each storage key, as an upload would: create and update refuse names with no file. */
  store(...keys: string[]): Promise<void>;
  close(): Promise<void>;
};

let templateBytes: Promise<Buffer> | undefined;

export async function buildTestApp(env: Record<string, string> = {}, options: Pick<BuildAppOptions, 'listPageRenderer' | 'logStream'> = {}): Promise<TestApp> {
  templateBytes ??= readFile(injectProvided('pgliteTemplate'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const pglite = postgres ? undefined : createPglite(undefined, new Blob([new Uint8Array(await templateBytes)]));
  const config = loadConfig({
    DATABASE_URL: postgres?.url,
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'silent',
    STORAGE_SECRET: 'test-storage-secret-0123456789abcdef',
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    ...env,
  });
  const app = await buildApp({ config, pglite, ...options });
  await app.ready();

  let adminToken: string | undefined;
  async function login(email: string = TEST_ADMIN.email, password: string = TEST_ADMIN.password) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload: { email, password: encodePassword(password) } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { accessToken: string } }).data.accessToken;
  }

  return {
    app,
    dataDir,
    login,
    async inject({ token, ...options }) {
      if (token === undefined) adminToken ??= await login();
      const bearer = token === undefined ? adminToken : token;
      const headers = { ...(options.headers ?? {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
      return app.inject({ ...options, headers });
    },
    async store(...keys) {
      await Promise.all(keys.map((key) => app.ctx.storage.put(key, Buffer.from(key))));
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
