#!/usr/bin/env node
/**
 * The server suite against a real PostgreSQL server: uses TEST_DATABASE_URL when set; otherwise, when Debian's
 * `postgresql` package is installed, starts a throwaway server (temporary data folder and port, as the `postgres`
 * user when run as root, since initdb refuses root) and stops it afterwards. Without PostgreSQL it says so and
 * succeeds: the same suite has already run on PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const runSuite = (url) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir;
  }
  return null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const asRoot = process.getuid?.() === 0;
const asPostgres = (bin, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);

async function main() {
  if (process.env.TEST_DATABASE_URL) return runSuite(process.env.TEST_DATABASE_URL);
  const bin = postgresBin();
  if (!bin) {
    console.log('[test:postgres] no PostgreSQL installed (Debian package `postgresql`): the server suite ran on PGlite only.');
    return 0;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'estate-pg-'));
  const data = path.join(root, 'data');
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(root, uid, gid);
  }
  const [initCmd, initArgs] = asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'tester', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = asPostgres(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
  const server = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const url = `postgres://tester@127.0.0.1:${port}/postgres`;
  try {
    for (let attempt = 0; ; attempt++) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        break;
      } catch {
        await client.end().catch(() => undefined);
        if (attempt > 120 || server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    console.log(`[test:postgres] server suite on PostgreSQL (${bin})`);
    return await runSuite(url);
  } finally {
    // runuser does not pass signals on to PostgreSQL: stop it through pg_ctl.
    const [stopCmd, stopArgs] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast']);
    spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
    if (server.exitCode === null) await new Promise((resolve) => server.on('exit', resolve));
    rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
