/**
 * Which tables each database write touches, seen at the driver (every statement of this process passes there:
 * drizzle queries, raw `db.execute`, the import's bulk inserts, seeds, test fixtures), so caches of derived figures
 * (list totals, src/server/modules/crud/countCache.ts) can be invalidated without each writer remembering to.
 *
 * Each written table gets a new version when the statement completes and again when its transaction ends (a
 * reader that read the version between the two cannot keep a figure computed before the commit). Tables whose
 * rows a foreign key changes on delete (cascade / set null) are bumped with the referenced table. A statement
 * that writes but names no table we can read (DDL, DO blocks) bumps every table.
 *
 * Why not drizzle's own `cache`: it invalidates in parallel with the write (before commit), only for query-builder
 * statements (not raw SQL like the import's `jsonb_populate_recordset` insert), and knows nothing of cascades.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?((?:"[^"]+"|\w+)(?:\s*\.\s*(?:"[^"]+"|\w+))?)/gi;
const READ_ONLY = /^\s*(?:select|show|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset|vacuum|analyze|listen|unlisten|notify)\b/i;
const UNNAMED_WRITE = /^\s*(?:alter|drop\s+table|do|call|copy|refresh|cluster)\b/i;
const TX_END = /^\s*(?:commit|end|rollback)\s*;?\s*$/i;

/**
 * The tables a statement writes: their names, `'all'` when it changes rows of tables it does not name (DO blocks,
 * ALTER, COPY…), or none. Errs on the side of naming too many (`on conflict do update set` also names "set").
 */
export function writtenTables(text: string): string[] | 'all' {
  if (READ_ONLY.test(text)) return [];
  const names = [...text.matchAll(WRITE)].map((m) => m[1].split('.').pop()!.replace(/"/g, '').trim());
  if (names.length > 0) return [...new Set(names)];
  return UNNAMED_WRITE.test(text) ? 'all' : [];
}

type Listener = (tables: string[] | 'all') => void;

/** Per database: a version per table, raised by every write; readers compare versions to know a figure is current. */
export class TableVersions {
  private readonly versions = new Map<string, number>();
  private everything = 0;
  private readonly listeners = new Set<Listener>();
  constructor(private readonly dependents: ReadonlyMap<string, readonly string[]>) {}

  /** A number that changes whenever `table` (or a table whose deletes change it) is written. */
  versionOf(table: string): number {
    return (this.versions.get(table) ?? 0) + this.everything;
  }

  bump(tables: string[] | 'all'): void {
    if (tables === 'all') {
      this.everything++;
    } else {
      const seen = new Set<string>();
      const visit = (t: string) => {
        if (seen.has(t)) return;
        seen.add(t);
        this.versions.set(t, (this.versions.get(t) ?? 0) + 1);
        for (const d of this.dependents.get(t) ?? []) visit(d);
      };
      tables.forEach(visit);
    }
    for (const listener of this.listeners) listener(tables);
  }

  onWrite(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** referenced table → tables whose rows change when a referenced row is deleted (ON DELETE cascade / set null / set default). */
export function deleteDependents(tables: readonly PgTable[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const table of tables) {
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      if (!fk.onDelete || fk.onDelete === 'no action' || fk.onDelete === 'restrict') continue;
      const referenced = getTableConfig(fk.reference().foreignTable).name;
      out.set(referenced, [...(out.get(referenced) ?? []), config.name]);
    }
  }
  return out;
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : typeof (query as { text?: unknown })?.text === 'string' ? (query as { text: string }).text : '';

const WATCHED = Symbol('writeWatch');
type Watchable = Record<PropertyKey, unknown>;

/** Replaces `owner[name]` (an async statement runner) with one that reports written tables after it resolves. */
function wrapRunner(owner: Watchable, name: string, written: (tables: string[] | 'all') => void) {
  const run = owner[name] as (...args: unknown[]) => Promise<unknown>;
  owner[name] = async (...args: unknown[]) => {
    const result = await run.apply(owner, args);
    const tables = writtenTables(textOf(args[0]));
    if (tables === 'all' || tables.length > 0) written(tables);
    return result;
  };
}

/** Watches a PGlite instance (its own statements and those of its transactions). */
export function watchPglite(client: PGlite, versions: TableVersions): void {
  const target = client as unknown as Watchable;
  if (target[WATCHED]) throw new Error('this PGlite instance is already watched');
  target[WATCHED] = true;
  wrapRunner(target, 'query', (t) => versions.bump(t));
  wrapRunner(target, 'exec', (t) => versions.bump(t));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => {
    const touched = new Set<string>();
    let all = false;
    const note = (t: string[] | 'all') => {
      if (t === 'all') all = true;
      else t.forEach((name) => touched.add(name));
      versions.bump(t);
    };
    return transaction(async (tx) => {
      wrapRunner(tx as unknown as Watchable, 'query', note);
      wrapRunner(tx as unknown as Watchable, 'exec', note);
      return callback(tx);
    }).finally(() => {
      if (all) versions.bump('all');
      else if (touched.size > 0) versions.bump([...touched]);
    });
  };
}

type Callback = (error: unknown, ...rest: unknown[]) => void;

/**
 * Runs a node-postgres `query` (promise or callback form) and calls `done(text)` once it has succeeded. pg-pool's
 * own `pool.query` uses the callback forms of `connect` and `client.query`: both must keep working.
 */
function watchedQuery(run: (...args: unknown[]) => unknown, done: (text: string) => void) {
  return (...args: unknown[]) => {
    const text = textOf(args[0]);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (!error) done(text);
        callback(error, ...rest);
      };
      return run(...args);
    }
    const result = run(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then((value) => {
        done(text);
        return value;
      });
    }
    return result;
  };
}

/** Watches a node-postgres pool: every statement goes through a checked-out client (pool.query included). */
export function watchPgPool(pool: pg.Pool, versions: TableVersions): void {
  const target = pool as unknown as Watchable;
  if (target[WATCHED]) throw new Error('this pool is already watched');
  target[WATCHED] = true;

  const watchClient = (client: pg.PoolClient) => {
    const c = client as unknown as Watchable;
    if (c[WATCHED]) return client;
    c[WATCHED] = true;
    const touched = new Set<string>();
    c.query = watchedQuery(client.query.bind(client) as (...args: unknown[]) => unknown, (text) => {
      const tables = writtenTables(text);
      if (tables === 'all') versions.bump('all');
      else if (tables.length > 0) {
        tables.forEach((t) => touched.add(t));
        versions.bump(tables);
      }
      if (TX_END.test(text) && touched.size > 0) {
        versions.bump([...touched]);
        touched.clear();
      }
    });
    return client;
  };

  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: (callback?: Callback) => Promise<pg.PoolClient> | undefined }).connect = (callback?: Callback) => {
    const connected = connect().then(watchClient);
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (error?: Error | boolean) => client.release(error)),
      (error) => callback(error),
    );
    return undefined;
  };
}
