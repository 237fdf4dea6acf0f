/**
 * `npm run bench`: every part in turn (each in its own process, so one failing part does not stop the others),
 * then bench/report.md. `--quick` runs each part with fewer repeats (a smoke run, not for the verdicts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths';
import { PART_ORDER } from './lib/results';
import { writeReport } from './lib/report';

// Only --quick: any other flag used to start the full run as if absent (audit: `-- --help` began a 15-minute run).
let values: { quick?: boolean; help?: boolean } = {};
try {
  ({ values } = parseArgs({ args: process.argv.slice(2), options: { quick: { type: 'boolean' }, help: { type: 'boolean' } }, strict: true }));
} catch (error) {
  console.error(`${(error as Error).message}: npm run bench takes only --quick; each part takes its own flags (npm run bench:<part> -- --help)`);
  process.exit(2);
}
if (values.help) {
  console.log('npm run bench [-- --quick]: every part in turn, then bench/report.md (see bench/README.md).\nEach part alone, with its own flags: npm run bench:admin | bench:api | bench:import | bench:db -- --help');
  process.exit(0);
}
const quick = values.quick === true;
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
