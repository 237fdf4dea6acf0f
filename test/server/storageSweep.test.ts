/** Half-written files a killed process left in storage are removed at the next start, and nothing else is. */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

describe('storage at start', () => {
  let dataDir: string;
  let t: TestApp;
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'storage-sweep-'));
    const folder = path.join(dataDir, 'storage', 'services', '2026', '11');
    await mkdir(folder, { recursive: true });
    const files: [string, Date | null][] = [
      ['photo.jpg', twoHoursAgo], // a stored file, however old, stays
      ['photo.jpg.0b6f3c1e-crash.part', twoHoursAgo], // left by a kill -9 during a write
      ['other.jpg.5a1d-in-progress.part', null], // another server's write, under way
    ];
    for (const [name, time] of files) {
      await writeFile(path.join(folder, name), 'bytes');
      if (time) await utimes(path.join(folder, name), time, time);
    }
    t = await buildTestApp({ DATA_DIR: dataDir });
    await t.app.ctx.tasks.settled();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes a half-written file older than an hour, and keeps stored files and recent half-written ones', async () => {
    const left = await readdir(path.join(dataDir, 'storage', 'services', '2026', '11'));
    expect(left.sort()).toEqual(['other.jpg.5a1d-in-progress.part', 'photo.jpg']);
    expect((await t.inject({ method: 'GET', url: '/storage/services/2026/11/photo.jpg', token: null })).body).toBe('bytes');
  });
});
