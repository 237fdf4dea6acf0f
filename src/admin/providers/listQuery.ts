/**
 * Pure translation between react-admin's list params and the API's list calls (spec §7, interface.md "Lists"),
 * driven by the resource's contract: which query keys the route takes, which fields sort, fixed values.
 */
import { isValid, lightFormat, parseISO } from 'date-fns';
import { YMD, type ListQueryKey, type Route } from '@shared/api';
import type { ResourceContract } from '@shared/resource';
import type { GetListResult, RaRecord } from 'react-admin';

export type ListParams = {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
};

export type ListQuery = Partial<Record<ListQueryKey, string | number>>;

/** Filter keys read by name; every other key the route lists (status, reviewType, leadType, ...) passes through. */
const SEARCH_KEYS = ['q', 'search'] as const;
const DATE_KEYS = ['startDate', 'endDate'] as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A date filter as the API wants it: `YYYY-MM-DD` in the admin's own time zone. */
export function toYmd(value: unknown): string | undefined {
  if (value instanceof Date) return isValid(value) ? lightFormat(value, 'yyyy-MM-dd') : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (YMD.test(text)) return text;
  const parsed = parseISO(text);
  return isValid(parsed) ? lightFormat(parsed, 'yyyy-MM-dd') : undefined;
}

function scalar(value: unknown): string | number | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  return undefined;
}

export function toListQuery(contract: ResourceContract, route: Route, params: ListParams): ListQuery {
  const allowed = new Set<ListQueryKey>(route.query ?? []);
  const filter = params.filter ?? {};
  const query: ListQuery = {};
  const put = (key: ListQueryKey, value: string | number | undefined) => {
    if (value !== undefined && allowed.has(key)) query[key] = value;
  };

  if (params.pagination) {
    put('pageNo', params.pagination.page);
    put('pageSize', params.pagination.perPage);
  }
  const sortField = params.sort?.field;
  if (sortField && contract.sortable.includes(sortField) && allowed.has('orderBy')) {
    put('orderBy', sortField);
    put('orderDirection', params.sort?.order?.toLowerCase() === 'asc' ? 'asc' : 'desc');
  }
  put('search', scalar(SEARCH_KEYS.map((k) => filter[k]).find((v) => !isEmpty(v))));
  for (const key of DATE_KEYS) put(key, toYmd(filter[key]));
  for (const key of allowed) {
    if (key in query || SEARCH_KEYS.includes(key as 'search') || DATE_KEYS.includes(key as 'startDate')) continue;
    if (key === 'pageNo' || key === 'pageSize' || key === 'orderBy' || key === 'orderDirection') continue;
    put(key, scalar(filter[key]));
  }
  // Fixed values win over whatever the user chose (spec: events and plots to buy always send statusFilter 1).
  for (const [key, value] of Object.entries(contract.fixedQuery ?? {})) if (value !== undefined) query[key as ListQueryKey] = value;
  return query;
}

type Envelope = { data?: { results?: unknown; meta?: { total?: unknown; totalPages?: unknown }; [extra: string]: unknown } };

/** Anything the answer carries beside the list (e.g. a batch's rows come with their `batch`), as react-admin's `meta`. */
function extrasOf(data: NonNullable<Envelope['data']>): { meta?: Record<string, unknown> } {
  const { results: _results, meta: _meta, ...extras } = data;
  const entries = Object.entries(extras).map(([key, value]) => [key, value && typeof value === 'object' && !Array.isArray(value) ? withId(value) : value]);
  return entries.length ? { meta: Object.fromEntries(entries) } : {};
}

/** `{data: results (id = _id), total}`; throws a clear error when the answer has no list or no total. */
export function readListResult(contract: ResourceContract, json: unknown, params: ListParams): GetListResult {
  const envelope = (json ?? {}) as Envelope;
  const results = envelope.data?.results;
  if (!Array.isArray(results)) {
    throw new Error(`The answer to the list of "${contract.name}" has no data.results array.`);
  }
  const meta = envelope.data?.meta ?? {};
  const data = results.map(withId);
  if (typeof meta.total === 'number') return { data, total: meta.total, ...extrasOf(envelope.data!) };
  if (contract.listTotal === 'totalPages' && typeof meta.totalPages === 'number') {
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? contract.defaultPageSize ?? results.length;
    return {
      data,
      total: meta.totalPages * perPage,
      pageInfo: { hasNextPage: page < meta.totalPages, hasPreviousPage: page > 1 },
    };
  }
  const expected = contract.listTotal === 'totalPages' ? 'data.meta.totalPages' : 'data.meta.total';
  throw new Error(`The answer to the list of "${contract.name}" has no ${expected}: the admin cannot page it.`);
}

/** A record from the API: react-admin reads `id`, the API writes `_id`. */
export function withId<T>(record: T): T & RaRecord {
  if (typeof record !== 'object' || record === null) return record as T & RaRecord;
  const r = record as Record<string, unknown>;
  return ('_id' in r && r._id !== undefined ? { ...r, id: r._id } : r) as T & RaRecord;
}

/** A record to the API: `id` is react-admin's copy of `_id`, so it is not sent. */
export function withoutId<T extends Record<string, unknown>>(data: T): Omit<T, 'id'> {
  const { id: _omit, ...rest } = data;
  return rest;
}
