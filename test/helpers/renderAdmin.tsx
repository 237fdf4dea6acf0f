/**
 * Renders the real admin (<App>) in a memory router with a fake dataProvider (react-admin's
 * `testDataProvider`: every method not given throws) and a fake authProvider, a fresh in-memory store and
 * a fresh i18nProvider, so no test leaks a language or a theme into the next.
 */
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryStore, testDataProvider, TestMemoryRouter, type Store } from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import type { AdminUser } from '@shared/auth';
import type { DashboardFigures } from '@shared/dashboard';
import { App } from '@admin/App';
import type { AppAuthProvider } from '@admin/pages/auth/useAuthCalls';
import type { AppDataProvider } from '@admin/providers/types';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

/**
 * A whole admin renders in one test; on a loaded machine lazily loaded screens can take many seconds to
 * appear, so a test may take long (an upper bound, not a timing assertion; find* waits are set in setupDom.ts).
 */
export const ADMIN_TEST_TIMEOUT = 120_000;

export const testUser: AdminUser = { _id: 'u1', name: 'Asha Admin', email: 'asha@example.com', status: 1, type: 'admin' };

const zeroFigures: DashboardFigures = {
  plotsForSaleCount: 0,
  totalIncome: 0,
  pendingOrderCount: 0,
  completedOrderCount: 0,
  previousPlotsForSaleCount: 0,
  previousTotalIncome: 0,
  previousPendingOrderCount: 0,
  previousCompletedOrderCount: 0,
};

export type RenderAdminOptions = {
  /** The URL the router starts at. */
  path?: string;
  /** Signed in (a session exists) when the app starts; true unless said otherwise. */
  signedIn?: boolean;
  user?: AdminUser;
  /** Methods of the fake dataProvider (plain `vi.fn` mocks are fine); the others throw "not implemented". */
  dataProvider?: ProviderOverrides<AppDataProvider>;
  authProvider?: ProviderOverrides<AppAuthProvider>;
  store?: Store;
  /** react-admin's query cache, e.g. one holding answers from before the first render. */
  queryClient?: QueryClient;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mocks stand in for generic provider methods
type ProviderOverrides<P> = { [K in keyof P]?: (...args: any[]) => Promise<any> };

export function fakeAuthProvider({ signedIn = true, user = testUser, authProvider = {} }: RenderAdminOptions = {}): AppAuthProvider {
  let session = signedIn;
  const ended = () => ({ redirectTo: '/login', message: false });
  return {
    login: vi.fn(async () => {
      session = true;
      return { redirectTo: '/dashboard/default' };
    }),
    logout: vi.fn(async () => {
      session = false;
      return '/login';
    }),
    checkAuth: vi.fn(async () => {
      if (!session) throw ended();
    }),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ ...user, id: user._id, fullName: user.name })),
    getPermissions: vi.fn(async () => 'admin'),
    registrationOpen: vi.fn(async () => true),
    register: vi.fn(async () => ({ message: 'Registered' })),
    forgotPassword: vi.fn(async () => ({ message: 'Code sent' })),
    verifyCode: vi.fn(async () => ({ message: 'Code verified' })),
    resetPassword: vi.fn(async () => ({ message: 'Password reset' })),
    updatePassword: vi.fn(async () => ({ message: 'Password updated successfully' })),
    ...(authProvider as Partial<AppAuthProvider>),
  };
}

/** A fake dataProvider that answers the calls every screen of the shell may make with empty data. */
export function fakeDataProvider(overrides: ProviderOverrides<AppDataProvider> = {}): AppDataProvider {
  return testDataProvider({
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getDashboard: vi.fn(async () => ({ data: zeroFigures })),
    ...overrides,
  } as Partial<AppDataProvider>) as AppDataProvider;
}

export function renderAdmin(options: RenderAdminOptions = {}) {
  const store = options.store ?? memoryStore();
  const authProvider = fakeAuthProvider(options);
  const dataProvider = fakeDataProvider(options.dataProvider);
  const current: { location?: Location } = {};
  const app = (): ReactElement => (
    <TestMemoryRouter initialEntries={[options.path ?? '/dashboard/default']} locationCallback={(l) => (current.location = l)}>
      <App store={store} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider(adminResources)} queryClient={options.queryClient} />
    </TestMemoryRouter>
  );
  const result = render(app());
  return {
    ...result,
    store,
    authProvider,
    dataProvider,
    /** The router's current path. */
    pathname: () => current.location?.pathname,
    /** The router's current query string. */
    search: () => current.location?.search,
    /** The top bar (scope queries to it: role queries over the whole page are slow in jsdom). */
    appBar: () => document.querySelector('header.MuiAppBar-root') as HTMLElement,
  };
}
