import { http, HttpResponse } from 'msw';
import { getQuery, parseQueryFromLocation } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { initialListParams, prefetchBootData } from '@admin/boot/bootPrefetch';
import { APP_STORE_PREFIX } from '@admin/layout/storeKey';
import { createAuthProvider } from '@admin/providers/authProvider';
import { createDataProvider } from '@admin/providers/dataProvider';
import { createHttpClient } from '@admin/providers/httpClient';
import { toListQuery, type ListParams } from '@admin/providers/listQuery';
import { TOKEN_KEY } from '@admin/providers/storage';
import { property } from '@shared/resources/property';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';

const server = withMswServer();

const listBody = { message: 'ok', data: { results: [{ _id: 'p1', address: 'Plot 7, Kokapet' }], meta: { total: 1 } } };
const meBody = { message: 'ok', data: { _id: 'u1', name: 'Asha', email: 'asha@example.com', status: 1, type: 'admin' } };

function answerListAndProfile() {
  server.use(
    http.get(apiUrl('admin/property/list'), () => HttpResponse.json(listBody)),
    http.get(apiUrl('auth/user/me'), () => HttpResponse.json(meBody)),
  );
  return recordRequests(server);
}

const firstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

afterEach(() => localStorage.clear());

describe('the boot requests of a signed-in page', () => {
  it('answer the list’s first request and the profile request, each once, without a second trip', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = answerListAndProfile();
    prefetchBootData({ pathname: '/property/list', search: '' });
    const httpClient = createHttpClient({ delayMs: 60_000 }); // were the delay not skipped, the test would time out
    const dataProvider = createDataProvider({ httpClient });

    const list = await dataProvider.getList('property', firstPage);
    expect(list.data).toEqual([expect.objectContaining({ id: 'p1', address: 'Plot 7, Kokapet' })]);
    expect(await createAuthProvider({ httpClient }).getIdentity!()).toMatchObject({ id: 'u1', fullName: 'Asha' });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/auth/user/me', '/api/v1/admin/property/list']);
    expect(calls[1].headers.get('authorization')).toBe('Bearer tok-1');

    // Used once: the next identical request goes out as usual.
    await createDataProvider({ httpClient: createHttpClient({ delayMs: 0 }) }).getList('property', firstPage);
    expect(calls).toHaveLength(3);
  });

  it('are not used by a request with other parameters or another token', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = answerListAndProfile();
    prefetchBootData({ pathname: '/property', search: '' });
    const dataProvider = createDataProvider({ httpClient: createHttpClient({ delayMs: 0 }) });
    await dataProvider.getList('property', { ...firstPage, pagination: { page: 2, perPage: 10 } });
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    await dataProvider.getList('property', firstPage);
    await expect.poll(() => calls.length).toBe(4); // the two boot requests and the two of the list
    const lists = calls.filter((c) => c.url.pathname.endsWith('/property/list')).map((c) => `${c.url.searchParams.get('pageNo')} ${c.headers.get('authorization')}`);
    expect(lists.sort()).toEqual(['1 Bearer tok-1', '1 Bearer tok-2', '2 Bearer tok-1']);
  });

  it('send nothing without a token, and only the profile request off a list route', async () => {
    const calls = answerListAndProfile();
    prefetchBootData({ pathname: '/property/list', search: '' });
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    prefetchBootData({ pathname: '/property/create', search: '' });
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0].url.pathname).toBe('/api/v1/auth/user/me');
  });
});

describe('the list parameters react-admin starts with', () => {
  // What ra-core's own useListParams derives (getQuery), as the dataProvider receives it.
  const raParams = (search: string, stored: object | null): ListParams => {
    const query = getQuery({ queryFromLocation: parseQueryFromLocation({ search }), params: stored ?? {}, filterDefaultValues: undefined, sort: { field: 'createdAt', order: 'DESC' }, perPage: 10 });
    return { pagination: { page: query.page, perPage: query.perPage }, sort: { field: query.sort, order: query.order }, filter: query.filter };
  };
  const url = (params: ListParams) => toListQuery(property, property.routes.list!, params);

  it.each([
    ['nothing stored', '', null],
    ['the address’s query', '?filter=%7B%22q%22%3A%22kokapet%22%7D&order=ASC&page=2&perPage=25&sort=pricePerSqft', null],
    ['the address’s query over stored parameters', '?page=3', { filter: { q: 'villa' }, sort: 'address', order: 'ASC', page: 2, perPage: 10 }],
    ['stored parameters', '', { filter: { q: 'villa', statusFilter: 1 }, sort: 'address', order: 'ASC', page: 2, perPage: 25 }],
    ['stored parameters the user never changed', '', { filter: {}, page: 1 }],
    ['an unrelated query key over stored parameters', '?tab=2', { filter: { q: 'villa' }, sort: 'address', order: 'ASC', page: 2, perPage: 10 }],
    ['an unreadable filter', '?filter=%7Bnot-json', null],
  ])('are those of ra-core with %s', (_case, search, stored) => {
    if (stored) localStorage.setItem(`${APP_STORE_PREFIX}.property.listParams`, JSON.stringify(stored));
    expect(url(initialListParams(property, search, stored))).toEqual(url(raParams(search, stored)));
  });
});
