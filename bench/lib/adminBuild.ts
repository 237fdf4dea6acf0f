/**
 * The two admin builds the load benchmark serves: ours (vite.config.ts as is) and the eager peer
 * (bench/vite.eager.config.ts: one chunk, no code splitting). Each goes to its own folder under bench/.work with
 * the same stamp scripts/start.mjs writes, so `npm start` with STATIC_DIR=<folder> serves it without rebuilding.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, WORK_DIR } from './paths';

export type AdminBuild = 'ours' | 'eager';

/** Same inputs as scripts/start.mjs, plus the eager config. */
const inputs = ['src/admin', 'src/shared', 'i18n', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package-lock.json', 'bench/vite.eager.config.ts'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The VITE_* variables a process started with `env` sees, as start.mjs records them. */
export const viteEnvOf = (env: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(env)
      .filter(([k, v]) => k.startsWith('VITE_') && v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export function buildAdmin(kind: AdminBuild, env: Record<string, string | undefined>): { outDir: string; seconds: number } {
  const outDir = path.join(WORK_DIR, `admin-${kind}`);
  const stampFile = path.join(outDir, '.build-stamp.json');
  const viteEnv = viteEnvOf(env);
  const newest = Math.max(...inputs.map((p) => newestMtime(path.join(ROOT, p))));
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { builtAt: number; env: unknown };
    if (stamp.builtAt >= newest && JSON.stringify(stamp.env) === JSON.stringify(viteEnv)) {
      console.log(`[admin] ${kind} build is up to date`);
      writeStamp(stampFile, viteEnv);
      return { outDir, seconds: 0 };
    }
  } catch {
    /* no stamp: build */
  }
  console.log(`[admin] building ${kind} into ${path.relative(ROOT, outDir)}…`);
  const started = Date.now();
  const args = [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (kind === 'eager') args.push('--config', path.join(ROOT, 'bench/vite.eager.config.ts'));
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build (${kind}) failed with status ${result.status}`);
  writeStamp(stampFile, viteEnv);
  return { outDir, seconds: (Date.now() - started) / 1000 };
}

/** Stamped "now": start.mjs then serves this folder as is, even if someone edits a source file meanwhile. */
function writeStamp(stampFile: string, viteEnv: Record<string, string | undefined>) {
  writeFileSync(stampFile, JSON.stringify({ builtAt: Date.now(), env: viteEnv }, null, 2));
}
