/**
 * Column builders every table shares. Column names are the wire names (`_id`, camelCase), so a selected row
 * is already close to what the API answers; only locations (lng/lat columns) need reshaping.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { boolean, doublePrecision, type ExtraConfigColumn, index, jsonb, type PgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('_id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('createdAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updatedAt', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const isActive = () => boolean('isActive').notNull().default(true);

/** A GeoJSON point stored as two nullable columns. */
export const lngLat = () => ({ lng: doublePrecision('lng'), lat: doublePrecision('lat') });

export const stringList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/**
 * What a text column sorts by: `natural_sort_key` (migrations 0003, 0005) lower-cases it and pads every run of digits
 * (to 10), so "Plot 2" < "Plot 10" < "plot 11" where plain text order gives "Plot 10" < "Plot 2" and puts capitals
 * first. The key is stored, in a generated column beside the text (`textSortKeys`), not only computed into an
 * index: PostgreSQL reads an index on an expression only together with the table's rows, so page 2,500 of 100,000
 * properties by address fetched the 25,000 rows before it (0.4–0.6 s on PGlite); on a stored key the page's ids
 * come from the index alone (~10 ms, once vacuumed). Answers never carry it (rowToWire).
 */
export const SORT_KEY_SUFFIX = '_sortKey';
export const sortKeyName = (column: string) => `${column}${SORT_KEY_SUFFIX}`;
export const isSortKeyName = (name: string) => name.endsWith(SORT_KEY_SUFFIX);

const sortKeyColumn = (column: string) => text(sortKeyName(column)).generatedAlwaysAs(sql`natural_sort_key(${sql.identifier(column)})`);

/** The stored sort keys of a table's sorted text columns: spread them into its columns (`...textSortKeys('name')`). */
export function textSortKeys<const N extends string>(...columns: N[]) {
  return Object.fromEntries(columns.map((c) => [sortKeyName(c), sortKeyColumn(c)])) as { [K in N as `${K}${typeof SORT_KEY_SUFFIX}`]: ReturnType<typeof sortKeyColumn> };
}

/**
 * What a list's ORDER BY names for `field`: the stored sort key of its table (whatever columns the caller picked),
 * else for a text column the key computed, else the column itself.
 */
export function sortColumn(columns: Record<string, PgColumn>, field: string): PgColumn | SQL {
  const column = columns[field];
  const key = (getTableColumns(column.table) as Record<string, PgColumn>)[sortKeyName(column.name)];
  if (key) return key;
  return column.columnType === 'PgText' ? sql`natural_sort_key(${column})` : column;
}

/**
 * A btree index for a list's sort key, tie-broken by _id so paging is deterministic. A text column needs its stored
 * key declared (`textSortKeys`): without it the table fails to load, rather than sort in plain text order.
 */
export function sortIndex(table: string, t: Record<string, ExtraConfigColumn>, column: ExtraConfigColumn) {
  const key = column.columnType === 'PgText' ? t[sortKeyName(column.name)] : column;
  if (!key) throw new Error(`${table}.${column.name} is a sorted text column: declare ...textSortKeys('${column.name}') among its columns`);
  return index(`${table}_${column.name}_sort_idx`).on(key, t._id);
}

/** A trigram GIN index so `ILIKE '%term%'` search does not scan the table (needs the pg_trgm extension). */
export const searchIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops'));
