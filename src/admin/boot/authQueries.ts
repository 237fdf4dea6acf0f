/**
 * react-admin's auth queries, set up for the browser admin so that a page does not render again, just after its first
 * render, for answers that were known before it.
 *
 * Measured on /property/list (bench/.work render counts): after the first rows, the whole page rendered twice
 * more (~90 ms of long tasks on this machine), and a list opened from the menu waited a pass for its rows:
 * - every page that mounts runs react-admin's checkAuth query again (it is stale at once); the answer, the same,
 *   renders the page again;
 * - every list and form runs an access query even without an authProvider.canAccess (its answer is then `true`),
 *   holds its data request until it settles, and renders again;
 * - the resources are registered only once the permissions are known, and again (every menu entry and button
 *   that reads them renders again) when they come.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { getRole, getToken } from '@admin/providers/storage';

/**
 * checkAuth runs when the session starts and when the tab regains focus, not on every page: ours only looks for
 * the stored token, every API call carries it, and a 401 ends the session (authProvider.checkError). Without a
 * canAccess, the access queries start answered with react-admin's own answer, `true`; with one, they ask it.
 */
export function configureAuthQueries(queryClient: QueryClient, authProvider: Pick<AuthProvider, 'canAccess'>): void {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { refetchOnMount: false });
  if (!authProvider.canAccess) queryClient.setQueryDefaults(['auth', 'canAccess'], { initialData: true, staleTime: Infinity });
}

/**
 * The admin's checkAuth answer for a stored session, before the first render: react-admin renders an empty
 * loading page until it has it, which on a page the server rendered (prerender/listPage.tsx) would replace the
 * server's rows by a blank for a moment. Our checkAuth only looks for the stored token.
 */
export function seedCheckAuth(queryClient: QueryClient): void {
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
}

/** usePermissions' key: react-admin keeps the answer fresh 5 minutes, invalidates it on login, clears it on logout. */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}];

/**
 * Before the first render of a signed-in page: the permissions are the stored role, which is all our
 * authProvider.getPermissions answers, and checkAuth's answer is yes (seedCheckAuth).
 */
export function cacheStoredPermissions(queryClient: QueryClient): void {
  if (!getToken()) return;
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, getRole() ?? null);
  seedCheckAuth(queryClient);
}
