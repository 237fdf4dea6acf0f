/**
 * `npm run bench`: every part in turn (each in its own process, so one failing part does not stop the others),
 * then bench/report.md. `--quick` runs each part with fewer repeats (a smoke run, not for the verdicts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths';
import { PART_ORDER } from './lib/results';
import { writeReport } from './lib/report';

const quick = process.argv.includes('--quick');
const quickFlags: Record<string, string[]> = {
  admin: ['--runs', '3'],
  api: ['--repeats', '1', '--duration', '2'],
  import: ['--repeats', '1', '--bigRepeats', '1'],
  db: ['--repeats', '1', '--duration', '2'],
};
const started = Date.now();
const failed: string[] = [];
for (const part of PART_ORDER) {
  const partStarted = Date.now();
  console.log(`\n[bench] ── ${part} ──`);
  const flags = quick ? quickFlags[part] : [];
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, `bench/${part}.ts`), ...flags], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed.push(part);
  console.log(`[bench] ${part} took ${((Date.now() - partStarted) / 60_000).toFixed(1)} min`);
}
writeReport();
console.log(`[bench] all parts in ${((Date.now() - started) / 60_000).toFixed(1)} min${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exitCode = failed.length ? 1 : 0;
