/**
 * Builds ONE migrated PGlite database with the bootstrap admin and saves it as a data-dir dump; each server test
 * file clones it (buildTestApp.ts), since a fresh PGlite runs initdb for 5–40 s. The dump is cached in
 * node_modules/.cache keyed by the migrations, the PGlite version and the bootstrap credentials, so only the first
 * run after a schema change pays for initdb.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN_PASSWORD, loadConfig } from '../../src/server/config';
import { createPglite, MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client';
import { bootstrapAdmin } from '../../src/server/modules/auth/bootstrap';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const CACHE_DIR = path.resolve('node_modules/.cache/server-test-template');

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).filter((f) => f.endsWith('.sql') || f.endsWith('.json')).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  hash.update(JSON.parse(await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8')).version);
  hash.update(DEFAULT_ADMIN_PASSWORD);
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string) {
  const pglite = createPglite();
  const database = await openDatabase({ DATA_DIR: CACHE_DIR, DATABASE_URL: undefined }, pglite);
  await bootstrapAdmin({ db: database.db, config: loadConfig({ DATA_DIR: CACHE_DIR }), log: { info() {}, warn() {} } as never });
  await pglite.query('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

export async function setup(project: TestProject) {
  await mkdir(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `template-${await templateKey()}.tar`);
  if (!existsSync(file)) await buildTemplate(file);
  project.provide('pgliteTemplate', file);
}
