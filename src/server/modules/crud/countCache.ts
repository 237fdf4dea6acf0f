/**
 * Exact list totals without a count(*) per call. A list's total is cached per (table, WHERE with its values) and
 * is only served while the table's write version (src/server/db/writeWatch.ts: every insert/update/delete this
 * process sends, cascades included) is the one read before the count ran, so a write is reflected in the very
 * next list. On PostgreSQL other processes may write too: entries also expire after `ttlMs` (10 s), which bounds
 * how long a total can lag a write made elsewhere. Counting the ~14,000 matches of a search over 100,000 rows costs
 * PGlite tens of milliseconds; paging through them (or re-sorting) repeats the same WHERE.
 */
import { tableVersionsOf } from '../../db/client';

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { total: number; version: number; at: number };

export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: number; total: Promise<number> }>();
  constructor(private readonly ttlMs = TTL_MS) {}

  /** `count()` runs only when no current total is cached; concurrent callers with the same key share one run. */
  async total(key: string, version: number, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.ttlMs) return hit.total;
    const running = this.pending.get(key);
    if (running && running.version === version) return running.total;
    const at = Date.now();
    const total = count();
    this.pending.set(key, { version, total });
    try {
      const value = await total;
      this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { total: value, version, at });
      return value;
    } finally {
      if (this.pending.get(key)?.total === total) this.pending.delete(key);
    }
  }
}

const caches = new WeakMap<object, CountCache>();

/**
 * The total of `countQuery` (a `select count(*) … from table where …` of drizzle) on `db`, cached as above.
 * A database not opened by `openDatabase` (or a transaction) has no write versions: it is counted every time.
 */
export async function cachedCount(db: object, table: string, countQuery: { toSQL(): { sql: string; params: unknown[] } } & PromiseLike<{ total: number }[]>): Promise<number> {
  const versions = tableVersionsOf(db);
  const run = async () => (await countQuery)[0].total;
  if (!versions) return run();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache()));
  const { sql, params } = countQuery.toSQL();
  // The version is read before the count runs: a write committed meanwhile raises it, so this total is never
  // served for the newer version.
  return cache.total(`${table}\n${sql}\n${JSON.stringify(params)}`, versions.versionOf(table), run);
}
