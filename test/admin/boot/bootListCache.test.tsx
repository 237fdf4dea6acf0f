/**
 * The list answer asked for at boot goes into react-admin's query cache, under the key the real list asks with:
 * the list then shows its rows without asking again. Answers that are not usable are left to the list's own
 * request, which reports them.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheBootList } from '@admin/boot/bootListCache';
import { bootListRequest, prefetchBootData } from '@admin/boot/bootPrefetch';
import { peekBootFetch, takeBootFetch } from '@admin/providers/bootFetch';
import { TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = withMswServer();

const listBody = { message: 'ok', data: { results: [{ _id: 'p1', address: 'Plot 7, Kokapet', isActive: true }], meta: { total: 1 } } };
const meBody = { message: 'ok', data: { _id: 'u1', name: 'Asha', email: 'asha@example.com', status: 1, type: 'admin' } };

function answer(list: () => Response) {
  server.use(
    http.get(apiUrl('admin/property/list'), list),
    http.get(apiUrl('auth/user/me'), () => HttpResponse.json(meBody)),
  );
  return recordRequests(server);
}

/** Sends the boot requests of /property/list and waits for the list's answer to arrive. */
async function bootOnPropertyList() {
  localStorage.setItem(TOKEN_KEY, 'tok-1');
  prefetchBootData({ pathname: '/property/list', search: '' });
  const request = bootListRequest()!;
  await expect.poll(() => peekBootFetch(request.url, request.token)?.arrived).toBeDefined();
  return request;
}

afterEach(() => localStorage.clear());

describe('the list answer asked for at boot', () => {
  it(
    'is what the real list shows: its rows, without a request of its own',
    async () => {
      const calls = answer(() => HttpResponse.json(listBody));
      await bootOnPropertyList();
      const queryClient = new QueryClient();
      cacheBootList(queryClient);

      const getList = vi.fn((_resource: string) => new Promise(() => undefined)); // were it asked, the rows would never show
      renderAdmin({ path: '/property', queryClient, dataProvider: { getList } });

      expect(await screen.findByText('Plot 7, Kokapet')).toBeInTheDocument();
      expect(getList.mock.calls.filter(([resource]) => resource === 'property')).toEqual([]);
      expect(calls.filter((c) => c.url.pathname.endsWith('/property/list'))).toHaveLength(1);
    },
    ADMIN_TEST_TIMEOUT,
  );

  it('is left to the list when it is an error, so the list reports it', async () => {
    answer(() => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    const request = await bootOnPropertyList();
    const queryClient = new QueryClient();
    cacheBootList(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(peekBootFetch(request.url, request.token)).toBeDefined(); // still there for the list's request
  });

  it('is left alone when the list took it first', async () => {
    answer(() => HttpResponse.json(listBody));
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    prefetchBootData({ pathname: '/property/list', search: '' });
    const request = bootListRequest()!;
    const queryClient = new QueryClient();
    cacheBootList(queryClient); // not arrived yet: cached on arrival, unless taken by then
    const taken = takeBootFetch(request.url, request.token);
    await taken;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('counts as fresh for the list mounting just after, and only the boot answer does', async () => {
    answer(() => HttpResponse.json(listBody));
    await bootOnPropertyList();
    const queryClient = new QueryClient();
    cacheBootList(queryClient);
    const [query] = queryClient.getQueryCache().getAll();
    expect(query.queryKey).toEqual(['property', 'getList', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {}, meta: undefined }]);
    const staleTime = () => queryClient.getQueryDefaults(query.queryKey).staleTime as (q: typeof query) => number;
    expect(staleTime()(query)).toBeGreaterThan(0);
    queryClient.setQueryData(query.queryKey, { data: [], total: 0 }, { updatedAt: Date.now() + 1 }); // a refetch
    expect(staleTime()(query)).toBe(0);
  });
});
