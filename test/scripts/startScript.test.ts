/**
 * `npm start` stopped by a supervisor that signals only npm: npm's shell ends without passing the signal on, and
 * scripts/start.mjs, left to init, must stop the server itself, gracefully (audit 30-H: the server ran on).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
  return condition();
}

describe('scripts/start.mjs', () => {
  it('stops the server it started, gracefully, once the process that started it is gone', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'estate-orphan-'));
    // A build the script takes as up to date, so that it goes straight to the server.
    const dist = path.join(work, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dist, '.build-stamp.json'), JSON.stringify({ builtAt: Date.now() + 3_600_000, env: {} }));
    const dataDir = path.join(work, 'data');
    const lockFile = path.join(dataDir, 'db.lock');
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
    // The shell starts the script in the background, waits until its server listens (at most a minute), and
    // ends: the script is left to init, as under npm.
    const log = path.join(work, 'start.log');
    const waitForServer = `i=0; until grep -q 'Server listening' "${log}" || [ $i -ge 300 ]; do sleep 0.2; i=$((i+1)); done`;
    const shell = spawn('sh', ['-c', `"${process.execPath}" scripts/start.mjs > "${log}" 2>&1 & echo $!; ${waitForServer}`], {
      env: { ...env, STATIC_DIR: dist, DATA_DIR: dataDir, PORT: '0', DEMO_DATA: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => shell.on('exit', resolve));
    const startPid = Number(out.trim());
    expect(startPid).toBeGreaterThan(0);
    expect(readFileSync(log, 'utf8')).toContain('Server listening');
    expect(existsSync(lockFile)).toBe(true);
    // Left alone, it stopped the server as a SIGTERM would: the database closed (its lock given back), then exit.
    expect(await until(() => !isRunning(startPid), 60_000)).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
  }, 150_000);

  it('refuses a data folder another server is using before building the admin, and builds nothing', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'estate-inuse-'));
    const dist = path.join(work, 'dist');
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir, { recursive: true });
    // This test's own process stands for the running server.
    writeFileSync(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: process.pid, host: hostname() }));
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
    const run = promisify(execFile)(process.execPath, ['scripts/start.mjs'], { env: { ...env, STATIC_DIR: dist, DATA_DIR: dataDir } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`is in use by process ${process.pid}`) });
    expect(existsSync(dist)).toBe(false);
    expect(existsSync(`${dist}.next`)).toBe(false);
  }, 60_000);

  it('reports a wrong server setting before building the admin, and builds nothing', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'estate-config-'));
    const dist = path.join(work, 'dist');
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
    const run = promisify(execFile)(process.execPath, ['scripts/start.mjs'], {
      env: { ...env, STATIC_DIR: dist, DATA_DIR: path.join(work, 'data'), PORT: 'eighty' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Invalid server configuration: PORT') });
    expect(existsSync(dist)).toBe(false);
  }, 60_000);
});
