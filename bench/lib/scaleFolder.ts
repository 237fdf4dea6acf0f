/**
 * The data behind the API benchmark, cached between runs: a PGlite data folder (or a PostgreSQL database) with
 * 100,000 properties and 100,000 orders, and the same records as a json-server db.json. A stamp (schema +
 * generator) decides whether the cached copy is still valid.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { desc } from 'drizzle-orm';
import { openDatabase, type Db } from '../../src/server/db/client';
import { properties, serviceOrders } from '../../src/server/db/tables/index';
import { rowToWire } from '../../src/server/modules/crud/wire';
import { WORK_DIR } from './paths';
import { loadScaleData, SCALE_ROWS, scaleDataStamp } from './scaleData';

export type ScaleData = { dataDir: string; jsonServerDb: string };

const log = (s: string) => console.log(`[scale] ${s}`);

/** A PGlite DATA_DIR holding the scale data; built once, then reused while the stamp matches. */
export async function ensurePgliteScaleData(rows = SCALE_ROWS): Promise<ScaleData> {
  const base = path.join(WORK_DIR, `scale-${rows}`);
  const dataDir = path.join(base, 'data');
  const jsonServerDb = path.join(base, 'json-server-db.json');
  const stampFile = path.join(base, 'stamp');
  const stamp = scaleDataStamp(rows);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(jsonServerDb)) {
    log(`reusing ${path.relative(process.cwd(), base)} (stamp ${stamp})`);
    return { dataDir, jsonServerDb };
  }
  rmSync(base, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const started = Date.now();
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    await loadScaleData(handle.db, rows, log);
    await writeJsonServerDb(handle.db, jsonServerDb);
  } finally {
    await handle.close();
  }
  writeFileSync(stampFile, stamp);
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { dataDir, jsonServerDb };
}

/** Fills a PostgreSQL database (migrations first, through the server's own client). */
export async function loadPostgresScaleData(databaseUrl: string, rows = SCALE_ROWS) {
  const handle = await openDatabase({ DATA_DIR: path.join(WORK_DIR, 'unused'), DATABASE_URL: databaseUrl });
  try {
    await loadScaleData(handle.db, rows, log);
  } finally {
    await handle.close();
  }
}

/** The same records, as our API answers them, for json-server: `{ property: [...], order: [...] }`. */
async function writeJsonServerDb(db: Db, file: string) {
  const out = createWriteStream(file);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  const tables = [
    ['property', properties],
    ['order', serviceOrders],
  ] as const;
  await write('{');
  for (const [index, [name, table]] of tables.entries()) {
    await write(`${index ? ',' : ''}"${name}":[`);
    const rows = await db.select().from(table).orderBy(desc(table.createdAt));
    for (let i = 0; i < rows.length; i++) await write(`${i ? ',' : ''}${JSON.stringify(rowToWire(rows[i] as Record<string, unknown>))}`);
    await write(']');
  }
  await write('}');
  out.end();
  await once(out, 'finish');
}
