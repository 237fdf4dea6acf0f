/**
 * Part 5 — embedded vs server database (`npm run bench:db`): the list benchmark of part 3 on PGlite and on a local
 * PostgreSQL server started here (initdb into a temporary folder, postgres on a free port, stopped and removed at
 * the end), same data, same server code, measured in the same run; then the import part's 10k-row imports on both,
 * against the exceljs floor, and the 100k ones on PostgreSQL. Without PostgreSQL binaries the part is skipped.
 * Flags: --repeats (1), --duration seconds per run (4), --rows (list data), --importRows (10000), --importRepeats
 * (2), --bigRows (100000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchArgs } from './lib/args';
import { importFile } from './lib/importFiles';
import { floorRead, importOnce } from './lib/importRun';
import { measureLists, scenarios, type Target } from './lib/listScenarios';
import { apiLogin, startOurServer, type OurServer } from './lib/ourServer';
import { WORK_DIR } from './lib/paths';
import { createDatabase, findPostgresBin, startPostgres } from './lib/postgresServer';
import type { Started } from './lib/processes';
import { commandLine, PartRecorder } from './lib/results';
import { SCALE_ROWS } from './lib/scaleData';
import { ensurePgliteScaleData, loadPostgresScaleData } from './lib/scaleFolder';
import { writeReport } from './lib/report';
import { freshDataDir } from './lib/templateData';

const args = benchArgs({ repeats: 1, duration: 4, rows: SCALE_ROWS, importRows: 10_000, importRepeats: 2, bigRows: 100_000 });
const recorder = new PartRecorder('db', 'Embedded (PGlite) vs server (PostgreSQL) database');
const command = commandLine('bench:db');

/**
 * The import part's 10k imports on both databases, alternating which goes first, each on a fresh server and an
 * empty database; then the 100k files on PostgreSQL for memory (the server's own process; PostgreSQL's memory is
 * its own processes').
 */
async function compareImports(clusterUrl: string, root: string) {
  let databases = 0;
  const onPostgres = async () => ({ dataDir: mkdtempSync(path.join(root, 'import-')), env: { DATABASE_URL: await createDatabase(clusterUrl, `import_${++databases}`) } });
  const plan = [
    { format: 'xlsx', rows: args.importRows, repeats: args.importRepeats, key: 'xlsx10k', both: true },
    { format: 'csv', rows: args.importRows, repeats: args.importRepeats, key: 'csv10k', both: true },
    { format: 'xlsx', rows: args.bigRows, repeats: 1, key: 'xlsx100k', both: false },
    { format: 'csv', rows: args.bigRows, repeats: 1, key: 'csv100k', both: false },
  ] as const;
  for (const p of plan) {
    const file = await importFile(p.format, p.rows);
    const label = `${p.rows.toLocaleString('en')}-row .${p.format}`;
    const floorCmd = `${command} → node --import tsx bench/servers/floorRead.ts ${path.basename(file)}`;
    for (let i = 0; i < p.repeats; i++) {
      if (p.both) recorder.add(`db.floor.${p.key}.ms`, `${label}: exceljs alone reads the file`, 'ms', floorRead(file).ms, floorCmd);
      const runs = [
        ...(p.both ? [{ id: 'pglite', what: 'PGlite', prepare: async () => ({ dataDir: await freshDataDir(`db-import-${p.key}-`) }) }] : []),
        { id: 'postgres', what: 'PostgreSQL server', prepare: onPostgres },
      ];
      if (i % 2 === 1) runs.reverse();
      for (const r of runs) await importOnce({ recorder, key: `db.${r.id}.import.${p.key}`, label: `${label} on ${r.what}`, file, command, name: `db-import-${r.id}`, prepare: r.prepare });
    }
    if (p.both) {
      recorder.ratio(`${p.key}: import / exceljs floor, PGlite`, `db.pglite.import.${p.key}.ms`, `db.floor.${p.key}.ms`);
      recorder.ratio(`${p.key}: import / exceljs floor, PostgreSQL server`, `db.postgres.import.${p.key}.ms`, `db.floor.${p.key}.ms`);
    }
  }
  for (const kind of ['xlsx', 'csv']) recorder.ratio(`${kind}: our server's peak RSS 100k / 10k, PostgreSQL server`, `db.postgres.import.${kind}100k.peakRssMB`, `db.postgres.import.${kind}10k.peakRssMB`);
}

let pglite: OurServer | undefined;
let server: OurServer | undefined;
let postgres: Started | undefined;
let root: string | undefined;
try {
  const binDir = findPostgresBin();
  if (!binDir) {
    recorder.skipped = 'PostgreSQL not installed (no initdb/postgres in /usr/lib/postgresql/*/bin, /usr/local/bin, /usr/bin or $PG_BIN)';
    console.log(`[db] skipped: PostgreSQL not installed`);
  } else {
    const version = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
    const scale = await ensurePgliteScaleData(args.rows);
    root = mkdtempSync(path.join(WORK_DIR, 'pg-'));
    const started = await startPostgres(binDir, root);
    postgres = started.proc;
    const loadStarted = Date.now();
    await loadPostgresScaleData(started.url, args.rows);
    recorder.note(`${version} (${binDir}), a fresh cluster on 127.0.0.1, default settings; ${args.rows.toLocaleString('en')} rows each loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s. Our server keeps a pool of 10 connections.`);
    pglite = await startOurServer({ name: 'db-pglite', dataDir: scale.dataDir, via: 'main' });
    const serverData = path.join(root, 'server-data');
    server = await startOurServer({ name: 'db-postgres-server', dataDir: serverData, via: 'main', env: { DATABASE_URL: started.url } });
    const [t1, t2] = await Promise.all([apiLogin(pglite.baseUrl), apiLogin(server.baseUrl)]);
    const targets: Target[] = [
      { id: 'pglite', label: 'PGlite (embedded)', url: (s) => pglite!.baseUrl + s.ours, headers: { authorization: `Bearer ${t1}` } },
      { id: 'postgres', label: 'PostgreSQL server', url: (s) => server!.baseUrl + s.ours, headers: { authorization: `Bearer ${t2}` } },
    ];
    await measureLists(recorder, targets, { repeats: args.repeats, durationS: args.duration, command });
    for (const s of scenarios) {
      for (const c of [1, 32]) {
        recorder.ratio(`${s.key} c=${c}: throughput PostgreSQL / PGlite`, `db.postgres.${s.key}.c${c}.rps`, `db.pglite.${s.key}.c${c}.rps`);
        recorder.ratio(`${s.key} c=${c}: p95 PGlite / PostgreSQL`, `db.pglite.${s.key}.c${c}.p95`, `db.postgres.${s.key}.c${c}.p95`);
      }
    }
    await Promise.all([pglite.stop(), server.stop()]);
    pglite = server = undefined;
    await compareImports(started.url, root);
  }
} catch (error) {
  recorder.note(`FAILED: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all([pglite?.stop(), server?.stop()]);
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
  recorder.save();
  writeReport();
}
