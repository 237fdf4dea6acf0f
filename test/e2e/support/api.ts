/** Direct API calls for set-up and checks, through Playwright's request context (same server, no browser). */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './credentials';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export async function apiLogin(request: APIRequestContext, email: string = ADMIN.email, password: string = ADMIN.password) {
  const res = await request.post('/api/v1/auth/admin/login', { data: { email, password: b64(password) } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export function authHeaders(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** GET an API path (relative to /api/v1/) with the token; returns the parsed `data`. */
export async function apiGet<T = unknown>(request: APIRequestContext, token: string, path: string, params?: Record<string, string | number>) {
  const res = await request.get(`/api/v1/${path}`, { headers: authHeaders(token), params });
  if (!res.ok()) throw new Error(`GET ${path} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** POST a JSON body to an API path (relative to /api/v1/) with the token; returns the parsed `data`. */
export async function apiPost<T = unknown>(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(`/api/v1/${path}`, { headers: authHeaders(token), data: body });
  if (!res.ok()) throw new Error(`POST ${path} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export type StoredReview = { _id: string; name: string; description: string; isActive: boolean; updatedAt: string };

/** An active plain review (not an ad), created through the API. */
export function createReview(request: APIRequestContext, token: string, name: string, description = 'As first written') {
  return apiPost<StoredReview>(request, token, 'review/admin/create', { name, description, reviewType: 1, linkUrl: '', image: '', isActive: true });
}

/** The newest OTP message the dev outbox holds for an order. */
export async function latestOtp(request: APIRequestContext, token: string, orderId: string) {
  const data = await apiGet<{ results: { otp: string | null; orderId: string | null }[] }>(request, token, 'dev/outbox');
  const hit = data.results.find((m) => m.orderId === orderId && m.otp);
  if (!hit?.otp) throw new Error(`no OTP in the outbox for order ${orderId}`);
  return String(hit.otp);
}
