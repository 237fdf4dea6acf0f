/**
 * Puts a new admin build (`next`, built beside it) in the place of the one served (`dist`), at once, keeping the
 * previous build's chunks: a server still running on the old build, or a tab opened before, kept asking for chunks
 * the build had deleted, and its sign-in did nothing (audits 32-N, 32-P). Hashed names never clash.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = '.build-stamp.json';

/**
 * `stamp` is written into the new build with the list of its own chunks, so that the next build keeps those and
 * not the ones this build kept: one build back, not every one before it.
 */
export function replaceBuild(dist, next, stamp) {
  const assets = path.join(next, 'assets');
  const own = existsSync(assets) ? readdirSync(assets).filter((name) => !/\.(br|gz)$/.test(name)) : [];
  let previous = [];
  try {
    previous = JSON.parse(readFileSync(path.join(dist, STAMP), 'utf8')).assets ?? [];
  } catch {
    // No previous build, or one from before the list was kept: nothing to carry over.
  }
  for (const name of previous) {
    for (const file of [name, `${name}.br`, `${name}.gz`]) {
      const from = path.join(dist, 'assets', file);
      if (existsSync(from) && !existsSync(path.join(assets, file))) copyFileSync(from, path.join(assets, file));
    }
  }
  writeFileSync(path.join(next, STAMP), JSON.stringify({ ...stamp, assets: own }, null, 2));
  const old = `${dist}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}
