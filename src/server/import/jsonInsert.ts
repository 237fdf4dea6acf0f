/**
 * Multi-row insert through one JSON parameter (`jsonb_populate_recordset`) instead of one bound value per cell:
 * about twice as fast on PGlite for wide rows, and no 65,535-parameter ceiling. Columns absent from the first
 * row keep their defaults; the rows must all have the same keys. Works on PGlite and PostgreSQL alike.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

export async function insertJsonRows<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]).filter((k) => k in columns);
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  // JSON keys must be the column names for jsonb_populate_recordset.
  const payload = rows.map((row) => Object.fromEntries(keys.map((k) => [columns[k].name, (row as Record<string, unknown>)[k] ?? null])));
  const type = sql.identifier(getTableName(table));
  await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${type}, ${JSON.stringify(payload)}::jsonb)`);
}
