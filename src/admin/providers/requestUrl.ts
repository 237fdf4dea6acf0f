/** Requests of the contract's routes as URLs: shared by the http client and the boot prefetch. */
import { buildPath, type Route } from '@shared/api';
import type { HttpRequest, QueryValue } from './httpClient';

/** A request for one route of the contract, its `:params` filled. */
export function routeRequest(
  route: Route,
  options: { params?: Record<string, string | number> } & Omit<HttpRequest, 'method' | 'path' | 'public'> = {},
): HttpRequest {
  const { params, ...rest } = options;
  return { method: route.method, path: buildPath(route, params), public: route.public, ...rest };
}

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const joined = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // Node's fetch (tests) needs an absolute URL; in the browser this resolves against the page as fetch would.
  const url = new URL(joined, globalThis.location?.href ?? 'http://localhost/');
  url.search = search.toString();
  return url.toString();
}
