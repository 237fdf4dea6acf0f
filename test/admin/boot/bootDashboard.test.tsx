/**
 * The dashboard's first requests sent at boot (and right after login): its figures for the stored period and its
 * pending orders' first page. They are the very requests the dashboard makes, so it takes their answers instead of
 * asking again; the answers go into the query cache under the dashboard's own keys. Boot answers nobody took stay
 * in module state for 10 s, keyed by URL and token: each test signs in with a token of its own.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheBootList } from '@admin/boot/bootListCache';
import { bootFiguresRequest, bootListRequest, prefetchBootData } from '@admin/boot/bootPrefetch';
import { APP_STORE_PREFIX } from '@admin/layout/storeKey';
import { DASHBOARD_PERIOD_STORE_KEY } from '@admin/pages/dashboard/dashboardRequests';
import { peekBootFetch } from '@admin/providers/bootFetch';
import { createDataProvider } from '@admin/providers/dataProvider';
import { createHttpClient } from '@admin/providers/httpClient';
import { TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = withMswServer();

const figures = { plotsForSaleCount: 12, totalIncome: 45000, pendingOrderCount: 3, completedOrderCount: 9 };
const ordersBody = { message: 'ok', data: { results: [{ _id: 'o1', orderNo: 'ORD-BOOT-1', status: 'Pending', name: 'Ravi' }], meta: { total: 1 } } };
const pendingFirstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: { status: 'Pending' } };

function answerDashboard() {
  server.use(
    http.get(apiUrl('admin/dashboard/dashboard'), () => HttpResponse.json({ message: 'ok', data: figures })),
    http.get(apiUrl('order/admin/list'), () => HttpResponse.json(ordersBody)),
    http.get(apiUrl('auth/user/me'), () => HttpResponse.json({ message: 'ok', data: { _id: 'u1', name: 'Asha', email: 'a@b.co', status: 1, type: 'admin' } })),
  );
  return recordRequests(server);
}

afterEach(() => localStorage.clear());

describe('the dashboard’s boot requests', () => {
  it('are the dashboard’s own: its figures for the stored period and its pending orders, each asked once', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(`${APP_STORE_PREFIX}.${DASHBOARD_PERIOD_STORE_KEY}`, JSON.stringify({ startDate: '2026-01-01', endDate: '2026-01-31' }));
    const calls = answerDashboard();
    prefetchBootData({ pathname: '/dashboard/default', search: '' });
    const dataProvider = createDataProvider({ httpClient: createHttpClient({ delayMs: 60_000 }) }); // were the delay not skipped, the test would time out

    expect((await dataProvider.getDashboard({ startDate: '2026-01-01', endDate: '2026-01-31' })).data).toEqual(figures);
    expect((await dataProvider.getList('service-order', pendingFirstPage)).data).toEqual([expect.objectContaining({ id: 'o1', orderNo: 'ORD-BOOT-1' })]);
    expect(calls.map((c) => c.url.pathname).sort()).toEqual(['/api/v1/admin/dashboard/dashboard', '/api/v1/auth/user/me', '/api/v1/order/admin/list']);
    const figuresCall = calls.find((c) => c.url.pathname.endsWith('/dashboard'))!;
    expect(Object.fromEntries(figuresCall.url.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('also go out for `/`, which leads to the dashboard, with the default period when none is stored', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    const calls = answerDashboard();
    prefetchBootData({ pathname: '/', search: '' });
    await expect.poll(() => calls.length).toBe(3);
    expect(bootFiguresRequest()!.query).toEqual({ dateFilter: 0 });
    expect(calls.find((c) => c.url.pathname.endsWith('/dashboard'))!.url.searchParams.get('dateFilter')).toBe('0');
  });

  it('fall back on the default period when the stored one is unreadable', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-3');
    const calls = answerDashboard();
    for (const stored of ['7', '"week"', 'null', '{"startDate":"2026-01-01"}', '{']) {
      localStorage.setItem(`${APP_STORE_PREFIX}.${DASHBOARD_PERIOD_STORE_KEY}`, stored);
      prefetchBootData({ pathname: '/dashboard/default', search: '' });
      expect(bootFiguresRequest()!.query).toEqual({ dateFilter: 0 });
      expect(new URL(bootFiguresRequest()!.url).searchParams.get('dateFilter')).toBe('0');
    }
    await expect.poll(() => calls.length).toBe(15); // three requests each time, answered before the test ends
  });

  it(
    'fill the real dashboard’s figures and list of pending orders without a request of their own',
    async () => {
      localStorage.setItem(TOKEN_KEY, 'tok-4');
      answerDashboard();
      prefetchBootData({ pathname: '/dashboard/default', search: '' });
      for (const { url, token } of [bootListRequest()!, bootFiguresRequest()!]) {
        await expect.poll(() => peekBootFetch(url, token)?.arrived).toBeDefined();
      }
      const queryClient = new QueryClient();
      cacheBootList(queryClient);

      // Were they asked, the rows and the figures would never show.
      const getList = vi.fn((_resource: string) => new Promise(() => undefined));
      const getDashboard = vi.fn(() => new Promise(() => undefined));
      renderAdmin({ path: '/dashboard/default', queryClient, dataProvider: { getList, getDashboard } });

      expect(await screen.findByText('ORD-BOOT-1')).toBeInTheDocument();
      expect(screen.getByText('₹45,000')).toBeInTheDocument();
      expect(getList.mock.calls.filter(([resource]) => resource === 'service-order')).toEqual([]);
      expect(getDashboard).not.toHaveBeenCalled();
    },
    ADMIN_TEST_TIMEOUT,
  );

  it('leave an error answer for the figures to the dashboard’s own request, which reports it', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-error');
    answerDashboard();
    server.use(http.get(apiUrl('admin/dashboard/dashboard'), () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    prefetchBootData({ pathname: '/dashboard/default', search: '' });
    const { url, token, query } = bootFiguresRequest()!;
    await expect.poll(() => peekBootFetch(url, token)?.arrived).toBeDefined();
    const queryClient = new QueryClient();
    cacheBootList(queryClient);
    expect(queryClient.getQueryData(['dashboard', query])).toBeUndefined();
    expect(peekBootFetch(url, token)).toBeDefined(); // still there for the dashboard's request
  });

  it(
    'are sent by the admin’s own login page (after a logout) once the login succeeds, with the new token',
    async () => {
      const calls = answerDashboard();
      const login = vi.fn(async () => {
        localStorage.setItem(TOKEN_KEY, 'tok-9');
        return { redirectTo: '/dashboard/default' };
      });
      const checkAuth = vi.fn(async () => {
        if (!localStorage.getItem(TOKEN_KEY)) throw { redirectTo: '/login', message: false };
      });
      const never = () => new Promise(() => undefined); // the dashboard's own calls stay in the fake dataProvider
      renderAdmin({ path: '/login', signedIn: false, authProvider: { login, checkAuth }, dataProvider: { getList: vi.fn(never), getDashboard: vi.fn(never) } });

      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
      await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      // Only this login's token counts: other tests' boot requests may still be arriving.
      await expect.poll(() => calls.map((c) => `${c.url.pathname} ${c.headers.get('authorization')}`).filter((c) => c.endsWith('tok-9')).sort()).toEqual([
        '/api/v1/admin/dashboard/dashboard Bearer tok-9',
        '/api/v1/auth/user/me Bearer tok-9',
        '/api/v1/order/admin/list Bearer tok-9',
      ]);
    },
    ADMIN_TEST_TIMEOUT,
  );
});
