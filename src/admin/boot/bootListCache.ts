/**
 * Puts the list answer asked for at boot (bootPrefetch.ts) into react-admin's query cache, so that the list's
 * first render already has its rows. Otherwise the list renders first without them (getList's query only starts
 * at mount), and again once the answer, there all along, has gone through the query: a second pass over the list
 * of ~0.1 s on this machine, and a skeleton shown for that long.
 *
 * Only a usable answer is put there, under the key react-admin's useGetList gives the list's first request
 * (`[resource, 'getList', {pagination, sort, filter, meta}]`, test/admin/boot/bootListCache.test.tsx checks it
 * against a real <List>). Anything else (an error status, an unreadable body, an answer another request has
 * taken) is left to the list's own request, which reports it the usual way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { bootFiguresRequest, bootListRequest, type BootFiguresRequest, type BootListRequest } from '@admin/boot/bootPrefetch';
import { peekBootFetch, takeBootFetch } from '@admin/providers/bootFetch';
import { parseBody } from '@admin/providers/httpErrors';
import { readListResult } from '@admin/providers/listQuery';
import type { RawResponse } from '@admin/providers/rawFetch';

/**
 * How long the boot answer counts as fresh: the list mounting just after must not ask again. Any later fetch of
 * the same list is fresh for 0 ms, react-admin's default.
 */
export const BOOT_LIST_FRESH_MS = 10_000;

/**
 * Caches the boot list answer in `queryClient`: at once if it has arrived, else when it does (unless the list
 * has asked for it by then).
 */
export function cacheBootList(queryClient: QueryClient): void {
  const request = bootListRequest();
  if (request) cacheListAnswer(queryClient, request);
  const figures = bootFiguresRequest();
  if (figures) cacheFiguresAnswer(queryClient, figures);
}

/**
 * The same for the dashboard's figures, under useDashboardFigures' key (`['dashboard', query]`): the dashboard
 * then shows them in its first render, or without asking, instead of skeleton cards.
 */
const cacheFiguresAnswer = (queryClient: QueryClient, request: BootFiguresRequest) =>
  cacheAnswer(queryClient, request, ['dashboard', request.query], (body) => (body as { data?: unknown } | null)?.data);

/**
 * The same for a list's first page asked for ahead of a click on its menu entry (bootPrefetch.prefetchListPage):
 * the list then opens with its rows instead of a skeleton while its query takes the answer already there.
 */
export function cacheListAnswer(queryClient: QueryClient, request: BootListRequest): void {
  cacheAnswer(queryClient, request, listQueryKey(request), listValue(request));
}

const listValue = (request: BootListRequest) => (body: unknown) => {
  const { data, total, pageInfo, meta } = readListResult(request.contract, body, request.params);
  return { data, total, pageInfo, meta }; // what useGetList's query keeps of a getList result
};

/**
 * Caches `text`, a successful answer to `request`, as cacheListAnswer does an arrived one (for the server's
 * rendering of the list, prerender/listPage.tsx); false when it is not a usable list answer.
 */
export function seedListAnswer(queryClient: QueryClient, request: BootListRequest, text: string): boolean {
  const value = readAnswer(text, listValue(request));
  if (value === undefined) return false;
  seed(queryClient, listQueryKey(request), value);
  return true;
}

function readAnswer(text: string, read: (body: unknown) => unknown): unknown {
  try {
    const value = read(parseBody(text));
    return value === null ? undefined : value;
  } catch {
    return undefined;
  }
}

const listQueryKey = ({ contract, params: { pagination, sort, filter } }: BootListRequest) => [
  contract.name,
  'getList',
  { pagination, sort, filter, meta: undefined },
];

/**
 * Whether the cache holds an answer to `request` fetched less than BOOT_LIST_FRESH_MS ago and not invalidated since
 * (by a save or a delete): asking again ahead of a click would only repeat it.
 */
export const holdsFreshAnswer =
  (queryClient: QueryClient) =>
  (request: BootListRequest): boolean => {
    const state = queryClient.getQueryState(listQueryKey(request));
    return !!state && !state.isInvalidated && state.dataUpdatedAt > Date.now() - BOOT_LIST_FRESH_MS;
  };

/**
 * Caches the usable boot answer to `request` under `queryKey`: at once if it has arrived, else on arrival unless
 * the page's own request has taken it by then. `read` turns the answer's body into what the query keeps; an
 * error status, an unreadable body or a body without it leaves the answer to the page's request, which reports it.
 */
function cacheAnswer(queryClient: QueryClient, request: { url: string; token: string }, queryKey: unknown[], read: (body: unknown) => unknown) {
  const early = peekBootFetch(request.url, request.token);
  if (!early) return;
  const keep = (raw: RawResponse) => {
    if (raw.status < 200 || raw.status >= 300) return;
    const value = readAnswer(raw.text, read);
    if (value === undefined) return;
    if (!takeBootFetch(request.url, request.token)) return; // the page asked first and has it
    seed(queryClient, queryKey, value);
  };
  if (early.arrived) keep(early.arrived);
  else early.response.then(keep).catch(() => undefined);
}

/** Caches a boot answer, fresh for BOOT_LIST_FRESH_MS; a later fetch under the same key is fresh for 0 ms. */
function seed(queryClient: QueryClient, queryKey: unknown[], value: unknown) {
  const seededAt = Date.now();
  queryClient.setQueryData(queryKey, value, { updatedAt: seededAt });
  queryClient.setQueryDefaults(queryKey, {
    staleTime: (query) => (query.state.dataUpdatedAt === seededAt ? BOOT_LIST_FRESH_MS : 0),
  });
}
