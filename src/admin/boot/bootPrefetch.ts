/**
 * The first requests of a signed-in page, sent at boot: the entry (main.tsx) runs this before the admin's code loads,
 * and it asks at once for the profile (the app bar's name) and, on a list route, the list's first page (on the
 * dashboard, its figures and its list of pending orders; the login pages send those of the page they land on)
 * (providers/bootFetch.ts hands each answer to the identical request made later, which then neither waits out the
 * spec's pre-request delay nor goes out again). The list request is built by the same functions as the
 * dataProvider's, from the parameters react-admin will start with (`initialListParams`, after ra-core's
 * useListParams: the address's query, else the stored parameters, else the defaults), so both are the same URL.
 * When they are not (a view with other defaults), the early answer is simply never used. When the list's answer
 * arrives before the admin's first render, it goes straight into react-admin's query cache (bootListCache.ts).
 */
import { DEFAULT_PAGE_SIZE, type Route } from '@shared/api';
import { authRoutes } from '@shared/auth';
import type { DashboardQuery } from '@shared/dashboard';
import type { ResourceContract } from '@shared/resource';
import { contractByName } from '@shared/resources/registry';
import { serviceOrder } from '@shared/resources/serviceOrder';
import { env } from '@admin/env';
import { DASHBOARD_PATH } from '@admin/layout/paths';
import { APP_STORE_PREFIX } from '@admin/layout/storeKey';
import {
  DASHBOARD_ORDER_STATUS,
  DASHBOARD_PERIOD_STORE_KEY,
  DEFAULT_PERIOD,
  isPeriod,
  toQuery,
} from '@admin/pages/dashboard/dashboardRequests';
import { peekBootFetch, rememberBootFetch } from '@admin/providers/bootFetch';
import { dashboardFiguresRequest } from '@admin/providers/dashboardRequest';
import { toListQuery, type ListParams, type ListQuery } from '@admin/providers/listQuery';
import { delay, fetchRaw, jsonHeaders } from '@admin/providers/rawFetch';
import { buildUrl, routeRequest } from '@admin/providers/requestUrl';
import { getToken } from '@admin/providers/storage';
import { listRouteResource } from '@admin/resources/routeViews';
import { takeServerAnswer } from './serverAnswers';
import { raSort } from '@admin/ui/raSort';

type RaListQuery = { sort?: unknown; order?: unknown; page?: unknown; perPage?: unknown; filter?: unknown };

/** ra-core's parseQueryFromLocation: every key of the query string, `filter` and `displayedFilters` as JSON. */
function fromLocation(search: string): RaListQuery {
  const query: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  for (const key of ['filter', 'displayedFilters']) {
    if (typeof query[key] !== 'string') continue;
    try {
      query[key] = JSON.parse(query[key]);
    } catch {
      delete query[key]; // as react-admin drops an unreadable one
    }
  }
  return query;
}

/** A value of react-admin's localStorage store, as its useStore reads it; null when absent or unreadable. */
function storeValue<T>(key: string): T | null {
  try {
    const stored = localStorage.getItem(`${APP_STORE_PREFIX}.${key}`);
    return stored ? (JSON.parse(stored) as T) : null;
  } catch {
    return null;
  }
}

const fromStore = (resource: string) => storeValue<RaListQuery>(`${resource}.listParams`);

/** ra-core's hasCustomParams: stored parameters count once the user changed anything. */
const isCustom = (p: RaListQuery | null): p is RaListQuery =>
  !!p && typeof p.filter === 'object' && p.filter !== null && (Object.keys(p.filter).length > 0 || p.order != null || p.page !== 1 || p.perPage != null || p.sort != null);

const numberOr = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/** The parameters of a list's first getList, as ra-core's useListParams/getQuery derives them. */
export function initialListParams(contract: ResourceContract, search: string, stored: RaListQuery | null): ListParams {
  const location = fromLocation(search);
  const query: RaListQuery = Object.keys(location).length > 0 ? location : isCustom(stored) ? { ...stored } : { filter: {} };
  const sort = query.sort ? { field: String(query.sort), order: String(query.order) } : raSort(contract.defaultSort);
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? DEFAULT_PAGE_SIZE, 10) },
    sort,
    filter: typeof query.filter === 'object' && query.filter !== null ? (query.filter as Record<string, unknown>) : {},
  };
}

/** The list request sent at boot: what react-admin's first getList of it will ask (boot/bootListCache.ts). */
export type BootListRequest = { contract: ResourceContract; params: ListParams; url: string; token: string };

let bootList: BootListRequest | undefined;

export const bootListRequest = (): BootListRequest | undefined => bootList;

export const urlOf = (route: Route, query?: ListQuery) => {
  const request = routeRequest(route, { query });
  return buildUrl(env.apiUrl, request.path, request.query);
};

function send(token: string, url: string) {
  const rendered = takeServerAnswer(url, token);
  const response = rendered ? Promise.resolve(rendered) : delay(env.requestDelayMs).then(() => fetchRaw(url, { headers: jsonHeaders(token) }));
  rememberBootFetch(url, token, response);
}

/** The first request of the list at `pathname` (`/<resource>` or `/<resource>/list`); undefined off a list route. */
export function firstListRequest(
  token: string,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  stored: (resource: string) => RaListQuery | null = fromStore,
): BootListRequest | undefined {
  const resource = listRouteResource(pathname);
  const contract = resource ? contractByName.get(resource) : undefined;
  const route = contract?.routes.list;
  if (!resource || !contract || !route || route.path.includes(':')) return undefined;
  const params = initialListParams(contract, search, stored(resource));
  return { contract, params, token, url: urlOf(route, toListQuery(contract, route, params)) };
}

/** The dashboard's embedded list of pending orders: its first getList, as its <List> (no URL, no store) asks it. */
function pendingOrdersRequest(token: string): BootListRequest {
  const contract = serviceOrder;
  const route = contract.routes.list!;
  const params: ListParams = {
    pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
    sort: raSort(contract.defaultSort),
    filter: { status: DASHBOARD_ORDER_STATUS },
  };
  return { contract, params, token, url: urlOf(route, toListQuery(contract, route, params)) };
}

/** The dashboard's figures request sent at boot: the query (the period in the store), its URL and token. */
export type BootFiguresRequest = { query: DashboardQuery; url: string; token: string };

let bootFigures: BootFiguresRequest | undefined;

export const bootFiguresRequest = (): BootFiguresRequest | undefined => bootFigures;

/** The dashboard's figures for the period in the store, as DashboardPage asks them (dataProvider.getDashboard). */
function dashboardFigures(token: string): BootFiguresRequest {
  const stored = storeValue<unknown>(DASHBOARD_PERIOD_STORE_KEY);
  const query = toQuery(isPeriod(stored) ? stored : DEFAULT_PERIOD);
  const request = dashboardFiguresRequest(query);
  return { query, token, url: buildUrl(env.apiUrl, request.path, request.query) };
}

/** The dashboard, and `/`, which leads there. */
const isDashboard = (pathname: string) => pathname === DASHBOARD_PATH || pathname === '/';

/**
 * Sends the profile request and, when `location` is a list route, the list's first request, on the dashboard its
 * figures and its pending orders' first page; needs a stored token.
 */
export function prefetchBootData(location: Pick<Location, 'pathname' | 'search'>): void {
  const token = getToken();
  bootList = undefined;
  bootFigures = undefined;
  if (!token) return;
  send(token, urlOf(authRoutes.me));
  const dashboard = isDashboard(location.pathname);
  bootList = dashboard ? pendingOrdersRequest(token) : firstListRequest(token, location);
  if (bootList) send(token, bootList.url);
  if (dashboard) {
    bootFigures = dashboardFigures(token);
    send(token, bootFigures.url);
  }
}

/**
 * Sends the first request of the list a menu entry leads to, as the user is about to open it (layout/
 * useNavigationIntent.ts): the list then takes the answer as at boot, its wait (the spec's pre-request delay
 * included) already under way. Not for the list on screen, nor while an earlier answer to the same request is
 * still untaken, nor when `alreadyHeld` says the answer is at hand (boot/bootListCache.holdsFreshAnswer). Returns the
 * request when it sent one (for boot/bootListCache.cacheListAnswer).
 */
export function prefetchListPage(pathname: string, alreadyHeld: (request: BootListRequest) => boolean = () => false): BootListRequest | undefined {
  const token = getToken();
  if (!token || listRouteResource(pathname) === listRouteResource(window.location.pathname)) return undefined;
  const request = firstListRequest(token, { pathname, search: '' });
  if (!request || peekBootFetch(request.url, token) || alreadyHeld(request)) return undefined;
  send(token, request.url);
  return request;
}
