/**
 * react-admin's dataProvider over the shared route table: one generic translator, no per-resource code.
 *
 * | react-admin         | API (routes of `contractByName.get(resource)`)                                   |
 * |---------------------|-----------------------------------------------------------------------------------|
 * | getList             | routes.list: pageNo, pageSize, orderBy (sortable only), orderDirection, search,   |
 * |                     | statusFilter, startDate/endDate (YYYY-MM-DD), the route's other keys, fixedQuery  |
 * | getOne / getMany    | routes.getOne `:id` (getMany = one call per id)                                    |
 * | getManyReference    | routes.list, `:id` = params.id when the path has it, else filter[target] = id     |
 * | create / update     | routes.create / routes.update `:id`, body = data without `id`; update sends        |
 * |                     | `If-Match: "<updatedAt>"`, the version the form loaded (see `loadedVersion`): the  |
 * |                     | server refuses the save (409) when the record has changed since                    |
 * | delete              | routes.delete `:id`; deleteMany / updateMany = one call per id                    |
 * | getList, wider      | a page wider than MAX_PAGE_SIZE (Select all's 250) read as the API pages covering it |
 * | getListAll (ours)   | getList page after page (MAX_PAGE_SIZE), up to maxRows: the CSV exports          |
 *
 * Answers: lists `{data:{results, meta:{total}}}` (or meta.totalPages), items `{data}`; `_id` → `id`.
 * A resource or call the contract lacks rejects with a clear error before any request.
 * The custom calls of `AppDataProvider` live in customMethods.ts.
 */
import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { contractByName } from '@shared/resources/registry';
import type { ResourceContract, ResourceRoutes } from '@shared/resource';
import { MAX_PAGE_SIZE, versionHeaders, type Route } from '@shared/api';
import { createCustomMethods } from './customMethods';
import { httpClient as defaultHttpClient, routeRequest, type HttpClient } from './httpClient';
import { isHttpError } from './httpErrors';
import { ALREADY_DELETED } from './alreadyDeleted';
import { readListResult, toListQuery, withId, withoutId, type ListParams } from './listQuery';
import type { AppDataProvider } from './types';

export type DataProviderOptions = {
  httpClient?: HttpClient;
  contracts?: ReadonlyMap<string, ResourceContract>;
};

type Envelope = { message?: string; data?: unknown };

export type RouteFinder = (resource: string, call: keyof ResourceRoutes, method: string) => Route;

/** Calls a getMany has in flight at once: fewer than the browser's six connections to a server. */
export const GET_MANY_AT_ONCE = 4;

/** `fn` of every item, at most `limit` running at once; the results in the items' order. */
async function mapAtMost<T, R>(limit: number, items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createDataProvider({ httpClient = defaultHttpClient, contracts = contractByName }: DataProviderOptions = {}): AppDataProvider {
  const contractOf = (resource: string): ResourceContract => {
    const contract = contracts.get(resource);
    if (!contract) throw new Error(`Unknown resource "${resource}": it is not in the shared contract (src/shared/resources).`);
    return contract;
  };
  const routeOf: RouteFinder = (resource, call, method) => {
    const route = contractOf(resource).routes[call];
    if (!route) throw new Error(`The resource "${resource}" has no ${method} call in the shared contract.`);
    return route;
  };

  const list = async (resource: string, params: ListParams & { signal?: AbortSignal; noDelay?: boolean }, pathParams?: Record<string, string | number>) => {
    const contract = contractOf(resource);
    const route = routeOf(resource, 'list', 'list');
    const query = toListQuery(contract, route, params);
    const { json } = await httpClient({ ...routeRequest(route, { params: pathParams, query, signal: params.signal }), noDelay: params.noDelay });
    return readListResult(contract, json, params);
  };

  /**
   * The API's pages of a list from `firstPage` on, MAX_PAGE_SIZE rows each, until a short one; the caller stops
   * earlier by leaving the loop. Pages after the first skip the dev request delay.
   */
  async function* apiPages(resource: string, params: ListParams & { signal?: AbortSignal }, firstPage: number, pathParams?: Record<string, string | number>) {
    for (let page = firstPage; ; page++) {
      const answer = await list(resource, { ...params, pagination: { page, perPage: MAX_PAGE_SIZE }, noDelay: page > firstPage }, pathParams);
      yield answer;
      if (answer.data.length < MAX_PAGE_SIZE) return;
    }
  }

  /**
   * A page wider than the API serves, read as the API's pages that cover it: react-admin's "Select all" asks for
   * 250 rows at once, past the API's MAX_PAGE_SIZE, and "Invalid value" was all the admin saw (audit).
   */
  const widePage = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const { page, perPage } = params.pagination!;
    const start = (page - 1) * perPage;
    const firstApiPage = Math.floor(start / MAX_PAGE_SIZE) + 1;
    const skip = start - (firstApiPage - 1) * MAX_PAGE_SIZE;
    const rows: RaRecord[] = [];
    let total: number | undefined;
    for await (const answer of apiPages(resource, params, firstApiPage)) {
      rows.push(...answer.data);
      total = answer.total;
      if (rows.length >= skip + perPage) break;
    }
    return { data: rows.slice(skip, skip + perPage), total };
  };

  /** Every page of a list, MAX_PAGE_SIZE at a time, up to `maxRows`; a row met twice (rows moved) is kept once. */
  const listAll: AppDataProvider['getListAll'] = async (resource, { sort, filter, maxRows, id, onProgress, signal }) => {
    const rows = new Map<Identifier, RaRecord>();
    let total = 0;
    for await (const answer of apiPages(resource, { sort, filter, signal }, 1, id === undefined ? undefined : { id })) {
      total = answer.total ?? rows.size + answer.data.length;
      for (const row of answer.data) if (rows.size < maxRows) rows.set(row.id, row);
      onProgress?.(rows.size, Math.min(total, maxRows));
      if (rows.size >= Math.min(total, maxRows)) break;
    }
    return { data: [...rows.values()], total };
  };

  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    const route = routeOf(resource, 'getOne', 'getOne');
    const { json } = await httpClient<Envelope>(routeRequest(route, { params: { id }, signal }));
    if (typeof json.data !== 'object' || json.data === null) {
      throw new Error(`The answer to getOne of "${resource}" ${id} has no data.`);
    }
    return withId(json.data) as RaRecord;
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>, previousData?: RaRecord) => {
    const route = routeOf(resource, 'update', 'update');
    const version = loadedVersion(data, previousData);
    const { json } = await httpClient<Envelope>(routeRequest(route, { params: { id }, body: withoutId(data), headers: versionHeaders(version) }));
    return recordOf(json.data, { ...previousData, ...data, id });
  };

  const remove = async (resource: string, id: Identifier, previousData?: RaRecord) => {
    const route = routeOf(resource, 'delete', 'delete');
    try {
      const { json } = await httpClient<Envelope>(routeRequest(route, { params: { id }, quietStatuses: [404] }));
      return recordOf(json.data, previousData ?? { id });
    } catch (error) {
      // Deleted meanwhile (another admin, another tab): what this delete was for. It read "Property not found" in
      // red, and the row stayed in the list (audit); the caller says it was already gone (ALREADY_DELETED).
      if (isHttpError(error) && error.status === 404) return { ...(previousData ?? { id }), id, [ALREADY_DELETED]: true } as RaRecord;
      throw error;
    }
  };

  return {
    supportAbortSignal: true,

    getList: async (resource, params: GetListParams) =>
      (params.pagination?.perPage ?? 0) > MAX_PAGE_SIZE ? widePage(resource, params) : list(resource, params),

    getListAll: listAll,

    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.signal)) as never }),

    // One call per record (the API has no "get these ids"), GET_MANY_AT_ONCE at a time: all at once, a Select all's
    // 200 reads filled the browser's six connections to the server, and every other request waited behind them
    // (audit: the profile and the list took 1 s meanwhile).
    getMany: async (resource, params) => ({
      data: (await mapAtMost(GET_MANY_AT_ONCE, params.ids, (id) => getOne(resource, id, params.signal))) as never[],
    }),

    getManyReference: async (resource, params) => {
      const { target, id, filter, ...rest } = params;
      const route = routeOf(resource, 'list', 'getManyReference');
      return route.path.includes(':id')
        ? list(resource, { ...rest, filter }, { id })
        : list(resource, { ...rest, filter: { ...filter, [target]: id } });
    },

    create: async (resource, params) => {
      const route = routeOf(resource, 'create', 'create');
      const { json } = await httpClient<Envelope>(routeRequest(route, { body: withoutId(params.data) }));
      return { data: recordOf(json.data, params.data) as never };
    },

    update: async (resource, params) => ({
      data: (await update(resource, params.id, params.data as Record<string, unknown>, params.previousData)) as never,
    }),

    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data as Record<string, unknown>)));
      return { data: params.ids };
    },

    delete: async (resource, params) => ({ data: (await remove(resource, params.id, params.previousData)) as never }),

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },

    ...createCustomMethods(httpClient, routeOf),
  };
}

/**
 * The version an update's values were typed on: the `updatedAt` the form holds (it loaded the record's fields; a
 * draft kept across an ended session or a language switch keeps it too, where `previousData` is the record fetched
 * again since), else the record react-admin passes as `previousData`; none → an unconditional save (updateMany).
 */
function loadedVersion(data: Record<string, unknown>, previousData: RaRecord | undefined): string | undefined {
  for (const version of [data.updatedAt, previousData?.updatedAt]) if (typeof version === 'string' && version !== '') return version;
  return undefined;
}

/** The answer's record when it has one, otherwise what react-admin already knows. */
function recordOf(data: unknown, fallback: Record<string, unknown>): RaRecord {
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && ('_id' in data || 'id' in data)) {
    return withId(data) as RaRecord;
  }
  return fallback as RaRecord;
}

/** The application's dataProvider, on the application's http client. */
export const dataProvider = createDataProvider();
