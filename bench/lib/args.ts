/** Command-line flags shared by the bench scripts (`npm run bench:api -- --repeats 1 --duration 2`). */
import { parseArgs } from 'node:util';

export function benchArgs<T extends Record<string, number>>(defaults: T): T {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: Object.fromEntries(Object.keys(defaults).map((k) => [k, { type: 'string' as const }])),
    strict: true,
  });
  const out = { ...defaults } as Record<string, number>;
  for (const [k, v] of Object.entries(values)) {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${k} needs a positive number, got ${String(v)}`);
    out[k] = n;
  }
  return out as T;
}
