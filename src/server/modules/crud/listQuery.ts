/**
 * Turns a list call's query string into SQL pieces, reading only the contract: paging, `orderBy` among
 * `contract.sortable` (anything else falls back to `contract.defaultSort`, documented in the README),
 * case-insensitive `search` over `contract.searchable` (every word found, in any of them), `statusFilter` per `contract.filter`,
 * and `startDate`/`endDate` as whole business days on createdAt, both inclusive.
 */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { statusCodes } from '@shared/api';
import { listQuerySchema } from '@shared/apiSchemas';
import { activeFilter, statusFilter } from '@shared/enums';
import { composed } from '@shared/fieldSchemas';
import type { ResourceContract } from '@shared/resource';
import { v } from '@shared/validation';
import { AppError, invalidInput, validate } from '../../plugins/errors';
import { addDays, filterDay } from './dates';
import { sortColumn } from '../../db/tables/common';

/** Beyond any real list; keeps OFFSET inside PostgreSQL's bigint. */
const MAX_PAGE_NO = 1_000_000;

export type Columns = Record<string, PgColumn>;

/** An extra query key of one list (reviewType, leadType, order status): returns a condition or nothing. */
export type ListFilter = { key: string; where(value: string, columns: Columns): SQL | undefined };

export type ParsedList = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards: a page past the middle is read from the end (crudRoutes.ts, pageRows). */
  reverseOrderBy: SQL[];
  limit: number;
  offset: number;
  pageNo: number;
  pageSize: number;
};

/** LIKE wildcards in user text are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function normaliseQuery(raw: unknown): Record<string, unknown> {
  const query = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).map(([k, val]) => [k, firstValue(val)]));
  for (const key of Object.keys(query)) if (query[key] === '') delete query[key];
  if (typeof query.orderDirection === 'string') query.orderDirection = query.orderDirection.toLowerCase();
  return query;
}

export function dateRange(column: PgColumn, startDate?: string, endDate?: string): SQL | undefined {
  const start = startDate ? filterDay(startDate, 'startDate') : undefined;
  const end = endDate ? filterDay(endDate, 'endDate') : undefined;
  if (start && end && end < start) throw invalidInput('endDate', v.endBeforeStart);
  return and(start ? gte(column, start) : undefined, end ? lt(column, addDays(end, 1)) : undefined);
}

function statusCondition(contract: ResourceContract, columns: Columns, value: number | undefined): SQL | undefined {
  if (value === undefined || contract.filter === 'none') return undefined;
  if (contract.filter === 'active') {
    if (value === activeFilter.values.ALL || value === 0) return undefined;
    if (value === activeFilter.values.ACTIVE) return eq(columns.isActive, true);
    if (value === activeFilter.values.INACTIVE) return eq(columns.isActive, false);
  } else {
    if (value === statusFilter.values.ALL) return undefined;
    if (statusFilter.has(value)) return eq(columns.status, value);
  }
  throw new AppError(400, statusCodes.VALIDATION, v.invalidValue, [{ field: 'statusFilter', message: v.invalidValue }]);
}

const JOINERS = /[\u200c\u200d]/g;
const VIRAMA = '\u0c4d';
const regexSyntax = /[.*+?^${}()|[\]\\]/g;

/** At most this many words of a search are matched (the rest are ignored): each adds a condition per column. */
const MAX_SEARCH_WORDS = 8;

/**
 * Each word of the search (split at spaces, commas and semicolons) must be found, in any searchable column:
 * "Royal Palms Kompally" finds "Plot 12, Royal Palms, Kompally", which the whole text as one substring did not.
 */
export function searchCondition(columns: PgColumn[], search: string | undefined, phoneColumns: PgColumn[] = []): SQL | undefined {
  // Composed, as the texts are stored (fieldSchemas.ts): a decomposed Telugu word finds the same records.
  const words = composed(search ?? '')
    .split(/[\s,;]+/)
    .filter((word) => word.replace(JOINERS, ''))
    .slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0 || columns.length === 0) return undefined;
  const textFound = and(...words.map((word) => or(...columns.map((c) => wordFound(c, word)))));
  const digits = phoneDigits(search ?? '');
  if (!digits || phoneColumns.length === 0) return textFound;
  // Leads are stored as typed ("+91 98480 22338", "098480-22338"): the caller's number is found in any of them.
  return or(textFound, ...phoneColumns.map((c) => sql`regexp_replace(${c}, '[^0-9]', '', 'g') like ${likePattern(digits)}`));
}

/**
 * A word found in a column, case-insensitively. The invisible joiners (ZWNJ, ZWJ) a Telugu writer may put after a
 * virama do not count: "కూకట్పల్లి" finds "కూకట్‌పల్లి" and the other way round (audit 31-M). A word with a virama
 * is matched by a pattern allowing a joiner after each; pg_trgm's index cannot narrow that pattern for Telugu (a
 * scan of every row: ~75 ms per 100k rows and column), so its pieces between viramas are also asked for with
 * ILIKE, which the index serves (~15 ms; bench/.work/s32/trgmRegex.ts).
 */
function wordFound(column: PgColumn, word: string): SQL {
  const bare = word.replace(JOINERS, '');
  if (!bare.includes(VIRAMA)) return ilike(column, likePattern(bare));
  const parts = bare.split(VIRAMA);
  const pieces = parts.map((part, i) => (i < parts.length - 1 ? part + VIRAMA : part)).filter((piece) => piece.length >= 3);
  const pattern = parts.map((part) => part.replace(regexSyntax, '\\$&')).join(`${VIRAMA}[\u200c\u200d]?`);
  return and(...pieces.map((piece) => ilike(column, likePattern(piece))), sql`${column} ~* ${pattern}`)!;
}

/**
 * The digits a search for a phone number looks for, or nothing when it is not one: "+91 98480-22338",
 * "098480 22338" and "9848022338" all give 9848022338 (the country code and the trunk 0 dropped).
 */
function phoneDigits(search: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return national.length >= 4 ? national : undefined;
}

export function parseList(
  contract: ResourceContract,
  columns: Columns,
  rawQuery: unknown,
  extra: { filters?: ListFilter[]; base?: SQL } = {},
): ParsedList {
  const query = normaliseQuery(rawQuery);
  if (query.pageSize === undefined && contract.defaultPageSize) query.pageSize = contract.defaultPageSize;
  const q = validate(listQuerySchema, query);
  if (q.pageNo > MAX_PAGE_NO) throw invalidInput('pageNo', v.invalidValue);
  const searchColumns = contract.searchable.map((f) => columns[f]).filter(Boolean);
  const extraConditions = (extra.filters ?? []).map((f) => {
    const value = query[f.key];
    return typeof value === 'string' ? f.where(value, columns) : undefined;
  });
  const where = and(
    extra.base,
    statusCondition(contract, columns, q.statusFilter),
    searchCondition(searchColumns, q.search, (contract.phoneSearchable ?? []).map((f) => columns[f]).filter(Boolean)),
    dateRange(columns.createdAt, q.startDate, q.endDate),
    ...extraConditions,
  );
  const sortField = q.orderBy && contract.sortable.includes(q.orderBy) && columns[q.orderBy] ? q.orderBy : contract.defaultSort.field;
  const direction = q.orderBy && sortField === q.orderBy ? (q.orderDirection ?? 'asc') : contract.defaultSort.order;
  const [dir, reverse] = direction === 'desc' ? [desc, asc] : [asc, desc];
  const sortBy = sortColumn(columns, sortField);
  return {
    where,
    orderBy: [dir(sortBy), dir(columns._id)],
    reverseOrderBy: [reverse(sortBy), reverse(columns._id)],
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** A filter on an integer column accepting the given values; `all` values mean no filter. */
export function intFilter(key: string, column: string, allowed: readonly number[], all: readonly number[] = []): ListFilter {
  return {
    key,
    where(value, columns) {
      const n = Number(value);
      if (all.includes(n)) return undefined;
      if (!Number.isInteger(n) || !allowed.includes(n)) throw invalidInput(key, v.invalidValue);
      return eq(columns[column], n);
    },
  };
}
