/**
 * The one way the admin talks to the API (spec §7, §8, interface.md "Wire conventions").
 *
 * - base URL `VITE_API_URL`; `Authorization: Bearer <token>` from localStorage on every non-public call;
 * - the spec's pre-request delay (`VITE_REQUEST_DELAY_MS`, 0 = off);
 * - JSON in and out; a FormData body goes as multipart; `onUploadProgress` switches to XHR for progress;
 * - errors: statusCode 5000 clears localStorage, HTTP 401 removes the token, and the call rejects with
 *   react-admin's `HttpError` (see httpErrors.ts) after publishing the messages to show on the message bus;
 * - successes of writes publish the server's `message` (a success toast) unless `notifySuccess: false`.
 *
 * Views never call this directly: they go through the dataProvider or the authProvider.
 */
import { env } from '@admin/env';
import { serverMessageBus, type MessageBus } from '@admin/notifications/messageBus';
import { sendXhr } from '@admin/uploads/xhr';
import { buildPath, type HttpMethod, type Route } from '@shared/api';
import { isSessionRevoked, parseBody, toHttpError } from './httpErrors';
import { clearStorage, getToken, removeToken } from './storage';
import type { ProgressHandler } from './types';

export type QueryValue = string | number | boolean | null | undefined;

export type HttpRequest = {
  method: HttpMethod;
  /** Relative to the base URL, e.g. `admin/property/list`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON value, or FormData sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /** No bearer token (login and the public auth pages). */
  public?: boolean;
  /** Show the answer's `message` in a success toast; default: every method but GET. */
  notifySuccess?: boolean;
  onUploadProgress?: ProgressHandler;
};

export type HttpResponse<T = unknown> = { status: number; json: T };

export type HttpClient = <T = unknown>(request: HttpRequest) => Promise<HttpResponse<T>>;

export type HttpClientOptions = {
  baseUrl?: string;
  delayMs?: number;
  bus?: MessageBus;
  fetch?: typeof fetch;
};

type RawResponse = { status: number; text: string };

export function createHttpClient({
  baseUrl = env.apiUrl,
  delayMs = env.requestDelayMs,
  bus = serverMessageBus,
  fetch: fetchImpl,
}: HttpClientOptions = {}): HttpClient {
  const send = (request: HttpRequest, url: string, headers: Record<string, string>, body: string | FormData | null): Promise<RawResponse> => {
    if (request.onUploadProgress) {
      return sendXhr({ method: request.method, url, headers, body, signal: request.signal, onUploadProgress: request.onUploadProgress });
    }
    const doFetch = fetchImpl ?? globalThis.fetch;
    return doFetch(url, { method: request.method, headers, body, signal: request.signal }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
    }));
  };

  return async function httpClient<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    await delay(delayMs, request.signal);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (!request.public && token) headers.Authorization = `Bearer ${token}`;
    let body: string | FormData | null = null;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    let raw: RawResponse;
    try {
      raw = await send(request, buildUrl(baseUrl, request.path, request.query), headers, body);
    } catch (error) {
      if (request.signal?.aborted || isAbort(error)) throw error;
      const message = error instanceof Error && error.message ? error.message : String(error);
      const httpError = toHttpError(0, null, message);
      bus.publish({ type: 'error', messages: httpError.body.messages }, [httpError.message]);
      throw httpError;
    }

    const json = parseBody(raw.text);
    if (raw.status < 200 || raw.status >= 300) {
      if (isSessionRevoked(json)) clearStorage();
      else if (raw.status === 401) removeToken();
      const httpError = toHttpError(raw.status, json);
      bus.publish({ type: 'error', messages: httpError.body.messages }, [httpError.message]);
      throw httpError;
    }

    const notifySuccess = request.notifySuccess ?? request.method !== 'GET';
    const message = (json as { message?: unknown } | null)?.message;
    if (notifySuccess && typeof message === 'string') bus.publish({ type: 'success', messages: [message] });
    return { status: raw.status, json: (json ?? {}) as T };
  };
}

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

// Realms differ (jsdom vs Node's fetch), so the name is checked rather than the class.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    const handleAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', handleAbort, { once: true });
  });
}

/** The application's client, with the build-time settings. */
export const httpClient = createHttpClient();
