/**
 * Autovacuum for PGlite. PGlite runs PostgreSQL single-user, so autovacuum never runs: without this, the visibility
 * map stays empty (no index-only scans: a deep list page reads every skipped row from the heap), dead rows from
 * updates pile up, and the planner's statistics only ever come from the migration-time empty tables.
 *
 * - At start: every table whose heap is mostly not all-visible (and big enough to matter) gets VACUUM (ANALYZE).
 * - While running: once writes have stopped for `idleMs` (or at the latest `maxWaitMs` after the first of them),
 *   each table written since is checked against
 *   PostgreSQL's own autovacuum thresholds (pg_stat_user_tables) and vacuumed / analyzed when over them.
 * PGlite runs one statement at a time, so a VACUUM holds other queries back while it runs (about a second per
 * 10 MB of table); it only runs after a quiet period, and only when the thresholds say so.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import type { TableVersions } from './writeWatch';

/** Tables smaller than this (8 kB pages) are read whole faster than a VACUUM pays back. */
const MIN_PAGES = 128;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** VACUUM (ANALYZE) the tables whose visibility map covers under 80 % of their pages. */
export async function vacuumStaleTables(db: Db): Promise<string[]> {
  const stale = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND pg_relation_size(c.oid) / 8192 >= ${MIN_PAGES}
          AND c.relallvisible < 0.8 * (pg_relation_size(c.oid) / 8192)`,
  );
  for (const { name } of stale) await db.execute(sql.raw(`VACUUM (ANALYZE) ${quoted(name)}`));
  return stale.map((s) => s.name);
}

type TableStats = { name: string; live: number; dead: number; inserted: number; modified: number };

/** PostgreSQL's default autovacuum thresholds (autovacuum_*_threshold / *_scale_factor). */
export function maintenanceFor(s: TableStats): 'vacuum' | 'analyze' | null {
  if (s.dead > 50 + 0.2 * s.live || s.inserted > 1000 + 0.2 * s.live) return 'vacuum';
  if (s.modified > 50 + 0.1 * s.live) return 'analyze';
  return null;
}

export type Autovacuum = { stop(): Promise<void> };

/**
 * `idleMs` after the last write the due tables are maintained, and at the latest `maxWaitMs` after the first write
 * not yet seen to: a steady trickle of edits (one every second or two) put it off for ever, and the trigram
 * indexes doubled the database in 36 minutes (audit 32-P).
 */
export function startAutovacuum(db: Db, versions: TableVersions, idleMs = 30_000, maxWaitMs = 5 * 60_000): Autovacuum {
  const written = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let pendingSince: number | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runDue = async () => {
    const names = [...written];
    written.clear();
    // PostgreSQL flushes a backend's table statistics at most once a second, and single-user PGlite has no idle
    // loop to flush them later: force the flush (it happens as this statement's transaction ends) before reading.
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    const stats = await rowsOf<TableStats>(
      db,
      sql`SELECT relname AS name, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
                 n_ins_since_vacuum::float8 AS inserted, n_mod_since_analyze::float8 AS modified
          FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname IN ${names}`,
    );
    for (const s of stats) {
      if (stopped) return;
      const action = maintenanceFor(s);
      if (action) await db.execute(sql.raw(`${action === 'vacuum' ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${quoted(s.name)}`));
    }
  };

  const unsubscribe = versions.onWrite((tables) => {
    if (stopped || tables === 'all') return;
    tables.forEach((t) => written.add(t));
    pendingSince ??= Date.now();
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        pendingSince = null;
        running = running.then(runDue).catch(() => undefined);
      },
      Math.max(0, Math.min(idleMs, pendingSince + maxWaitMs - Date.now())),
    );
    timer.unref();
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
