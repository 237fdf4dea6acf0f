/**
 * Asks the server to end a session when the admin signs out (`auth/admin/logout`), so the token stops working
 * everywhere, not only in this browser's storage. Sent and not waited for: signing out is immediate, and no answer
 * matters (an already ended session, no network: the token is gone from this browser either way). `keepalive` lets
 * the request finish while the page moves to the login form.
 */
import { env } from '@admin/env';
import { authRoutes } from '@shared/auth';
import { buildUrl } from './requestUrl';

export function revokeSession(token: string, fetchImpl: typeof fetch = globalThis.fetch): void {
  const url = buildUrl(env.apiUrl, authRoutes.logout.path);
  void fetchImpl(url, { method: authRoutes.logout.method, headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
