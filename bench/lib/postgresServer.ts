/**
 * A throwaway PostgreSQL server for the bench (Debian's binaries): initdb into a temporary folder, postgres on a
 * free port of 127.0.0.1, run as the `postgres` system user when the bench runs as root (initdb refuses root).
 */
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startProcess, type Started } from './processes';

export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN, ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin`) : []), '/usr/local/bin', '/usr/bin'];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
  return null;
}

function asPgUser(bin: string, argv: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...argv]] : [bin, argv];
}

/** `url` is the cluster's `postgres` database as the superuser `bench`; see `createDatabase` for more. */
export async function startPostgres(binDir: string, root: string): Promise<{ proc: Started; url: string }> {
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

/** A new, empty database on the cluster of `url`; returns its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}
