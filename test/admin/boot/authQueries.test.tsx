/**
 * How the browser admin sets up react-admin's auth queries (src/admin/boot/authQueries.ts): a page opened from
 * the menu asks for its rows at once and does not check the session again; the session is checked again when
 * the tab regains focus; the permissions of a stored session are the stored role, without asking.
 */
import { QueryClient, focusManager } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS_QUERY_KEY, cacheStoredPermissions, configureAuthQueries } from '@admin/boot/authQueries';
import { ROLE_KEY, TOKEN_KEY } from '@admin/providers/storage';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const rows: Record<string, { id: string; [field: string]: unknown }[]> = {
  property: [{ id: 'p1', _id: 'p1', address: 'Plot 7, Kokapet', isActive: true }],
  blog: [{ id: 'b1', _id: 'b1', title: 'Buying a plot in Kokapet', isActive: true }],
};
const getList = vi.fn(async (resource: string) => ({ data: rows[resource] ?? [], total: rows[resource]?.length ?? 0 }));

function configuredClient(authProvider: Parameters<typeof configureAuthQueries>[1] = {}) {
  const queryClient = new QueryClient();
  configureAuthQueries(queryClient, authProvider);
  return queryClient;
}

const openFromMenu = async (entry: string) =>
  fireEvent.click(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('menuitem', { name: entry }));

afterEach(() => {
  localStorage.clear();
  getList.mockClear();
  focusManager.setFocused(undefined);
});

describe('react-admin’s auth queries in the browser admin', () => {
  it(
    'let a page opened from the menu ask for its rows without checking the session again',
    async () => {
      const { authProvider } = renderAdmin({ path: '/property', queryClient: configuredClient(), dataProvider: { getList } });
      expect(await screen.findByText('Plot 7, Kokapet')).toBeInTheDocument();
      const checks = vi.mocked(authProvider.checkAuth).mock.calls.length;
      expect(checks).toBeGreaterThan(0);

      await openFromMenu('Blog');
      expect(await screen.findByText('Buying a plot in Kokapet')).toBeInTheDocument();
      expect(getList).toHaveBeenCalledWith('blog', expect.anything());
      expect(authProvider.checkAuth).toHaveBeenCalledTimes(checks);
    },
    ADMIN_TEST_TIMEOUT,
  );

  it(
    'check the session again when the tab regains focus, and a session ended meanwhile goes to the login page',
    async () => {
      let session = true;
      const checkAuth = vi.fn(async () => {
        if (!session) throw { redirectTo: '/login', message: false };
      });
      const view = renderAdmin({ path: '/property', queryClient: configuredClient(), dataProvider: { getList }, authProvider: { checkAuth } });
      expect(await screen.findByText('Plot 7, Kokapet')).toBeInTheDocument();
      const checks = checkAuth.mock.calls.length;

      session = false; // e.g. signed out in another tab
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await expect.poll(() => checkAuth.mock.calls.length).toBeGreaterThan(checks);
      await expect.poll(() => view.pathname()).toBe('/login');
    },
    ADMIN_TEST_TIMEOUT,
  );

  it(
    'still ask an authProvider that has canAccess, and keep a page it refuses',
    async () => {
      const canAccess = vi.fn(async ({ resource }: { resource: string }) => resource !== 'blog');
      const view = renderAdmin({
        path: '/blog',
        queryClient: configuredClient({ canAccess }),
        dataProvider: { getList },
        authProvider: { canAccess } as never,
      });
      await expect.poll(() => view.pathname()).toBe('/access-denied');
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'list', resource: 'blog' }));
      expect(screen.queryByText('Buying a plot in Kokapet')).toBeNull();
    },
    ADMIN_TEST_TIMEOUT,
  );

  it(
    'take a stored session’s permissions from the stored role, without asking for them',
    async () => {
      localStorage.setItem(TOKEN_KEY, 'tok-1');
      localStorage.setItem(ROLE_KEY, 'admin');
      const queryClient = configuredClient();
      cacheStoredPermissions(queryClient);
      expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBe('admin');

      const { authProvider } = renderAdmin({ path: '/property', queryClient, dataProvider: { getList } });
      expect(await screen.findByText('Plot 7, Kokapet')).toBeInTheDocument();
      expect(authProvider.getPermissions).not.toHaveBeenCalled();
    },
    ADMIN_TEST_TIMEOUT,
  );

  it('leave the permissions to the authProvider without a stored session', () => {
    localStorage.setItem(ROLE_KEY, 'admin');
    const queryClient = configuredClient();
    cacheStoredPermissions(queryClient);
    expect(queryClient.getQueryData(PERMISSIONS_QUERY_KEY)).toBeUndefined();
  });
});
