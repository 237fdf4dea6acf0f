/**
 * Part 5 — embedded vs server database (`npm run bench:db`): the list benchmark of part 3 on PGlite and on a local
 * PostgreSQL server started here (initdb into a temporary folder, postgres on a free port, stopped and removed at
 * the end), same data, same server code, measured in the same run. Without PostgreSQL binaries the part is
 * skipped. Flags: --repeats (1), --duration seconds per run (4), --rows.
 */
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { benchArgs } from './lib/args';
import { measureLists, scenarios, type Target } from './lib/listScenarios';
import { apiLogin, startOurServer, type OurServer } from './lib/ourServer';
import { WORK_DIR } from './lib/paths';
import { freePort, startProcess, type Started } from './lib/processes';
import { commandLine, PartRecorder } from './lib/results';
import { SCALE_ROWS } from './lib/scaleData';
import { ensurePgliteScaleData, loadPostgresScaleData } from './lib/scaleFolder';
import { writeReport } from './lib/report';

const args = benchArgs({ repeats: 1, duration: 4, rows: SCALE_ROWS });
const recorder = new PartRecorder('db', 'Embedded (PGlite) vs server (PostgreSQL) database');
const command = commandLine('bench:db');

function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN, ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : []), '/usr/local/bin', '/usr/bin'];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
  return null;
}

/** initdb refuses to run as root: run PostgreSQL as the `postgres` system user then. */
function asPgUser(bin: string, argv: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...argv]] : [bin, argv];
}

async function startPostgres(binDir: string, root: string): Promise<{ proc: Started; url: string }> {
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  mkdirSync(socketDir, { recursive: true });
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) throw new Error('running as root and there is no postgres user to run PostgreSQL as');
    for (const p of [root, socketDir]) chownSync(p, Number(id.stdout), Number(gid.stdout));
  }
  const [cmd, argv] = asPgUser(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'bench', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [pcmd, pargv] = asPgUser(path.join(binDir, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1']);
  const proc = startProcess('db-postgres', pcmd, pargv);
  const url = `postgres://bench@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 240; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return { proc, url };
    } catch {
      await client.end().catch(() => undefined);
      if (proc.child.exitCode !== null) break;
      await sleep(250);
    }
  }
  throw new Error(`PostgreSQL did not start (log: ${proc.logFile})`);
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
