/**
 * Every column a list sorts by is read through an index: a text column through its stored sort key (tables/common.ts).
 * Service orders sorted by Order No once computed the key of every order, 0.9 s a page on 100,000 (audit 30-G),
 * because nothing checked that a sortable field had its key and index.
 */
import { getTableColumns, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resourceContracts } from '@shared/resources/registry';
import { sortColumn } from '../../src/server/db/tables/common';
import { schema } from '../../src/server/db/tables/index';

/** Lists always read within one parent, by an index that starts with it. */
const WITHIN_A_PARENT = new Set(['property-excel-rows']);

const tables = Object.values(schema) as PgTable[];

/** The table of a contract: the one holding every field it sorts by (and the search, where it has one). */
function tableOf(fields: readonly string[]): PgTable[] {
  return tables.filter((table) => {
    const columns = getTableColumns(table);
    return fields.every((field) => field in columns);
  });
}

describe('sort indexes', () => {
  const lists = resourceContracts.filter((c) => !WITHIN_A_PARENT.has(c.name) && c.sortable.length > 0);

  /** Why the table does not read every sortable field through an index; none when it does. */
  function problemsOf(table: PgTable, sortable: readonly string[]): string[] {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const name = getTableConfig(table).name;
    const leading = new Set(getTableConfig(table).indexes.map((index) => (index.config.columns[0] as { name?: string }).name));
    return sortable.flatMap((field) => {
      const sortedBy = sortColumn(columns, field) as PgColumn | SQL;
      if (!('name' in sortedBy)) return [`${name}.${field} sorts by a key computed on every row`];
      return leading.has(sortedBy.name) ? [] : [`${name}.${field}: no index starts with ${sortedBy.name}`];
    });
  }

  it.each(lists.map((c) => [c.name, c] as const))('%s: every sortable field is read through an index of its own', (_name, contract) => {
    // A contract's table holds every field it sorts by; a list sorting by createdAt only has several such tables.
    const candidates = tableOf(contract.sortable);
    expect(candidates.length, `tables holding ${contract.sortable.join(', ')}`).toBeGreaterThan(0);
    const problems = candidates.map((table) => problemsOf(table, contract.sortable));
    expect(problems.some((list) => list.length === 0), problems.flat().join('; ')).toBe(true);
  });
});
