/**
 * Which of the code's migrations a database has, read before migrating. A database written by a newer version of
 * the server (an upgrade rolled back, an old checkout started on a current data folder) is refused: drizzle would
 * apply nothing and this code would run on a schema it does not know (audit 32-P). And an upgrade says what it
 * applies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startupError';

type Journal = { entries: { tag: string; when: number }[] };
type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The migrations still to apply (their tags); throws StartupError when the database is ahead of the code. */
export async function migrationsToApply(query: Query, migrationsDir: string): Promise<string[]> {
  const { entries } = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  let last: number | null = null;
  try {
    const { rows } = await query('SELECT max(created_at)::float8 AS last FROM drizzle.__drizzle_migrations');
    const value = (rows[0] as { last: number | string | null } | undefined)?.last;
    last = value === null || value === undefined ? null : Number(value);
  } catch {
    return entries.map((e) => e.tag); // a new database: no migrations table yet
  }
  if (last === null) return entries.map((e) => e.tag);
  const known = entries.at(-1)?.when ?? 0;
  if (last > known) {
    throw new StartupError(
      `This database was last migrated by a newer version of the server (its last migration dates from ${new Date(last).toISOString()}; ` +
        `this version knows migrations up to ${new Date(known).toISOString()}, ${entries.at(-1)?.tag}). ` +
        'Start the newer version, or restore a backup taken for this one: run on it, this version could damage its data.',
    );
  }
  return entries.filter((e) => e.when > last).map((e) => e.tag);
}
