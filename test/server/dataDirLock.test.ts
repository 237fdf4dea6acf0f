/** One server process at a time on an embedded database folder (db/dataDirLock.ts). */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DataDirInUseError, lockDataDir } from '../../src/server/db/dataDirLock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'estate-lock-'));

describe('the embedded database lock', () => {
  it('refuses a second holder while the first holds it, and lets it go on release', async () => {
    const db = path.join(freshDir(), 'db');
    const release = await lockDataDir(db);
    await expect(lockDataDir(db)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(db)).rejects.toThrow(`in use by process ${process.pid}`);
    await release();
    expect(existsSync(`${db}.lock`)).toBe(false);
    const again = await lockDataDir(db);
    await again();
  });

  it('takes over a lock left by a process that is gone (a crash, a kill -9)', async () => {
    const db = path.join(freshDir(), 'db');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${db}.lock`, JSON.stringify({ pid: gone, host: hostname() }));
    const release = await lockDataDir(db);
    await release();
  });

  it('keeps a second server off a DATA_DIR in use, with a message that says what to do', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const second = openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      await expect(second).rejects.toThrow(/is in use by process \d+: one server process at a time can use a DATA_DIR.*DATABASE_URL/);
    } finally {
      await first.close();
    }
    const later = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await later.close();
  }, 120_000);
});
