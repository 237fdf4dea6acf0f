/**
 * Column builders every table shares. Column names are the wire names (`_id`, camelCase), so a selected row
 * is already close to what the API answers; only locations (lng/lat columns) need reshaping.
 */
import { type SQL, sql } from 'drizzle-orm';
import { boolean, doublePrecision, type ExtraConfigColumn, index, jsonb, type PgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

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
 * What a text column sorts by: `natural_sort_key` (migration 0003) lower-cases it and pads every run of digits (to 10), so
 * "Plot 2" < "Plot 10" < "plot 11" where plain text order gives "Plot 10" < "Plot 2" and puts capitals first.
 */
export const sortKey = <C extends PgColumn | ExtraConfigColumn>(column: C): C | SQL =>
  column.columnType === 'PgText' ? sql`natural_sort_key(${column})` : column;

/** A btree index for a list's sort key, tie-broken by _id so paging is deterministic. */
export const sortIndex = (table: string, column: ExtraConfigColumn, idColumn: ExtraConfigColumn) =>
  index(`${table}_${column.name}_sort_idx`).on(sortKey(column), idColumn);

/** A trigram GIN index so `ILIKE '%term%'` search does not scan the table (needs the pg_trgm extension). */
export const searchIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops'));
