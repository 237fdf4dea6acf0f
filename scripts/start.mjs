#!/usr/bin/env node
/**
 * `npm start`: builds the admin when dist/ is missing or stale, then runs the server (one process).
 * Stale = a file of the admin bundle's inputs (src/admin, src/shared, i18n, public, index.html, vite.config.ts,
 * package-lock.json) is newer than the last build, or a VITE_* variable differs from the one the build used.
 * src/server is not an input: the bundle never contains it. The stamp lives in dist/.build-stamp.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { replaceBuild } from './replaceBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// resolve, not join: an absolute STATIC_DIR (the benchmarks' build folders) is used as is, as the server does.
const dist = path.resolve(root, process.env.STATIC_DIR ?? 'dist');
const stampFile = path.join(dist, '.build-stamp.json');
// scripts/: the build's own plugins (chunk tiers, the prerendered login, the list pages' server renderer).
const inputs = ['src/admin', 'src/shared', 'i18n', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const viteEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort(([a], [b]) => a.localeCompare(b)));

function staleReason() {
  if (!existsSync(path.join(dist, 'index.html'))) return 'dist/ is missing';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'no build stamp';
  }
  if (JSON.stringify(stamp.env) !== JSON.stringify(viteEnv())) return 'VITE_* variables changed';
  const newest = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (newest > stamp.builtAt) return 'sources changed since the last build';
  return null;
}

/**
 * A brotli and a gzip copy beside each text asset, served by @fastify/static's preCompressed option: brotli to
 * browsers that accept it (every current one: ~14 % fewer bytes than gzip for the admin's JavaScript), gzip to the
 * others. Also for a folder built by someone else (the benchmarks build their own); a copy older than its file is
 * redone. Brotli's best quality takes ~3 s for the whole build, once.
 */
const compressors = {
  '.br': (bytes) =>
    brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  '.gz': (bytes) => gzipSync(bytes, { level: 9 }),
};

function precompress(folder) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.') || !/\.(js|css|svg|json|html)$/.test(name)) continue;
    // The server sends index.html from memory, marked and compressed there (src/server/plugins/spa.ts).
    if (folder === dist && name === 'index.html') continue;
    const file = path.join(folder, name);
    for (const [suffix, compress] of Object.entries(compressors)) {
      const copy = `${file}${suffix}`;
      if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs) continue;
      writeFileSync(copy, compress(readFileSync(file)));
    }
  }
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    // A SIGTERM sent to `npm start` reaches npm's shell, which ends without passing it on: this process was left
    // to init, and the server ran on with nobody to stop it (audit). Left so, it stops the server as a SIGTERM would.
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid !== parent) {
        clearInterval(orphaned);
        forward('SIGTERM');
      }
    }, 500);
    child.on('exit', (code, signal) => {
      clearInterval(orphaned);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// --expose-gc: the spreadsheet importer collects its garbage as it goes (src/server/import/worker.ts).
const serverArgs = ['--expose-gc', '--import', 'tsx', path.join(root, 'src/server/main.ts')];

const reason = staleReason();
if (reason) {
  // The server's settings are read before the build too: a wrong one would otherwise be reported only after it.
  const configCode = await run(process.execPath, [...serverArgs, '--check-config']);
  if (configCode !== 0) process.exit(configCode);
  console.log(`[start] building the admin (${reason})…`);
  const startedAt = Date.now();
  // Built beside the folder served (STATIC_DIR, so runs with their own folder never replace each other's chunks),
  // then put in its place at once: a server still running on the old build, or a tab opened before, kept asking
  // for chunks that the build had already deleted, and its sign-in did nothing (audits 32-N, 32-P).
  const next = `${dist}.next`;
  const code = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', next, '--emptyOutDir']);
  if (code !== 0) {
    console.error('[start] the admin build failed');
    process.exit(code);
  }
  precompress(path.join(next, 'assets'));
  replaceBuild(dist, next, { builtAt: startedAt, env: viteEnv() });
} else {
  console.log('[start] the admin build is up to date');
}
precompress(path.join(dist, 'assets'));
precompress(dist);

process.exit(await run(process.execPath, serverArgs));
