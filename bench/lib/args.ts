/** Command-line flags shared by the bench scripts (`npm run bench:api -- --repeats 1 --duration 2`). */
import { parseArgs } from 'node:util';

export function benchArgs<T extends Record<string, number>>(defaults: T): T {
  const flags = Object.keys(defaults).map((k) => `--${k} ${defaults[k]}`).join(' ');
  if (process.argv.includes('--help')) {
    console.log(`Flags (their defaults): ${flags}`);
    process.exit(0);
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: Object.fromEntries(Object.keys(defaults).map((k) => [k, { type: 'string' as const }])),
      strict: true,
    }));
  } catch (error) {
    // A wrong flag: its message and the flags there are, not a stack trace.
    console.error(`${(error as Error).message}\nFlags (their defaults): ${flags}`);
    process.exit(2);
  }
  const out = { ...defaults } as Record<string, number>;
  for (const [k, v] of Object.entries(values)) {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${k} needs a positive number, got ${String(v)}`);
    out[k] = n;
  }
  return out as T;
}
