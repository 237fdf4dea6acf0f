/**
 * Builds ONE migrated PGlite database with the bootstrap admin per test run and saves it as a data-dir dump;
 * each server test file clones it (buildTestApp.ts), since a fresh PGlite runs initdb for 5–18 s.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/server/config';
import { createPglite, openDatabase } from '../../src/server/db/client';
import { bootstrapAdmin } from '../../src/server/modules/auth/bootstrap';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

let templateDir: string | undefined;

export async function setup(project: TestProject) {
  templateDir = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const pglite = createPglite();
  const database = await openDatabase({ DATA_DIR: templateDir, DATABASE_URL: undefined }, pglite);
  const config = loadConfig({ DATA_DIR: templateDir });
  await bootstrapAdmin({ db: database.db, config, log: { info() {} } as never });
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(templateDir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
}

export async function teardown() {
  if (templateDir) await rm(templateDir, { recursive: true, force: true });
}
