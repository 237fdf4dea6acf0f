/**
 * The one way the admin talks to the API (spec §7, §8, interface.md "Wire conventions").
 *
 * - base URL `VITE_API_URL`; `Authorization: Bearer <token>` from localStorage on every non-public call;
 * - the spec's pre-request delay (`VITE_REQUEST_DELAY_MS`, 0 = off);
 * - JSON in and out; a FormData body goes as multipart; `onUploadProgress` switches to XHR for progress;
 * - errors: statusCode 5000 clears localStorage, HTTP 401 removes the token, and the call rejects with
 *   react-admin's `HttpError` (see httpErrors.ts) after publishing the messages to show on the message bus;
 * - successes of writes publish the server's `message` (a success toast) unless `notifySuccess: false`; refusals
 *   publish theirs unless `notifyErrors: false` (an ended session always does).
 *
 * Views never call this directly: they go through the dataProvider or the authProvider.
 */
import { env } from '@admin/env';
import { serverText } from '@shared/serverMessages';
import { serverMessageBus, type MessageBus } from '@admin/notifications/messageBus';
import { sendXhr } from '@admin/uploads/xhr';
import type { HttpMethod } from '@shared/api';
import { takeBootFetch } from './bootFetch';
import { isSessionRevoked, parseBody, toHttpError } from './httpErrors';
import { withArgs } from '@admin/forms/messageWithArgs';
import { delay, fetchRaw, jsonHeaders, NETWORK_ERROR_MESSAGE, type RawResponse } from './rawFetch';
import { buildUrl } from './requestUrl';
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
  /** Headers of this call beyond the usual ones (Accept, Authorization, Content-Type), e.g. an update's If-Match. */
  headers?: Record<string, string>;
  /** No bearer token (login and the public auth pages). */
  public?: boolean;
  /** Show the answer's `message` in a success toast; default: every method but GET. */
  notifySuccess?: boolean;
  /**
   * Show a refusal's messages, or that the server could not be reached, in an error toast (default). False where
   * the caller names the failure itself (the gallery lists each refused file); an ended session is still announced.
   */
  notifyErrors?: boolean;
  /** Refusals with these statuses the caller answers itself (a delete's 404: already deleted); others as notifyErrors says. */
  quietStatuses?: readonly number[];
  onUploadProgress?: ProgressHandler;
  /** A later request of one user action (an export's next page): the spec's delay precedes the action once. */
  noDelay?: boolean;
};

export type HttpResponse<T = unknown> = { status: number; json: T };

export type HttpClient = <T = unknown>(request: HttpRequest) => Promise<HttpResponse<T>>;

export type HttpClientOptions = {
  baseUrl?: string;
  delayMs?: number;
  bus?: MessageBus;
  fetch?: typeof fetch;
  /** How long a call waits for its answer before it gives up (ANSWER_TIMEOUT_MS); 0 waits for ever. */
  timeoutMs?: number;
};

/**
 * A call with no answer after a minute gives up and says so, rather than leave a save spinning with no way out (the
 * form keeps what was typed). Uploads are left alone: a large file on a slow link takes longer, and shows progress.
 */
export const ANSWER_TIMEOUT_MS = 60_000;
const NO_ANSWER_MESSAGE = 'app.common.noAnswer';
/**
 * A gateway's or a restarting server's answer with no body of ours (an HTML page): it read only the spec's "Wrong
 * Services", which told the administrator nothing (audit).
 */
const UNAVAILABLE = new Set([502, 503, 504]);
const UNAVAILABLE_MESSAGE = 'app.common.unavailable';
/** A write that got no answer may still have been applied: the message says to check before saving again. */
const NO_ANSWER_WRITE_MESSAGE = 'app.common.noAnswerWrite';
const UNREADABLE_MESSAGE = 'app.common.unreadable';
const UNREADABLE_WRITE_MESSAGE = 'app.common.unreadableWrite';

/** At most this many writes are remembered as unanswered (the oldest goes first). */
const MAX_UNANSWERED = 100;

const newIdempotencyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** What identifies a write sent again: method, address, the version it names (If-Match) and its body. */
function writeSignature(request: HttpRequest, url: string, headers: Record<string, string>, body: string | FormData | null): string | null {
  if (request.method === 'GET' || request.public || body instanceof FormData || request.onUploadProgress) return null;
  const ifMatch = Object.entries(headers).find(([name]) => name.toLowerCase() === 'if-match')?.[1] ?? '';
  return `${request.method} ${url} ${ifMatch} ${body ?? ''}`;
}

/** The caller's signal, and an abort of its own after `ms`: `timedOut` tells the two apart. */
function answerDeadline(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

export { buildUrl, routeRequest } from './requestUrl';


/**
 * A 401 on a signed-in call means the session has ended (signed out in another tab, storage cleared, token
 * expired): the server's "Token Missing" / "Invalid Token" are the spec's developer wording, so the toast says
 * that the session ended and to sign in again.
 */
function sessionEndedInPlainWords(request: HttpRequest, status: number, json: unknown): unknown {
  if (status !== 401 || request.public || json === null || typeof json !== 'object') return json;
  return { ...json, message: serverText('sessionInvalid') };
}

export function createHttpClient({
  baseUrl = env.apiUrl,
  delayMs = env.requestDelayMs,
  bus = serverMessageBus,
  fetch: fetchImpl,
  timeoutMs = ANSWER_TIMEOUT_MS,
}: HttpClientOptions = {}): HttpClient {
  /**
   * Writes whose answer never came (none at all, or a gateway's 502–504), by what they send, with the
   * Idempotency-Key they went with. The same write sent again (Save pressed again) carries the same key, and the
   * server answers it with the first answer when the first was applied: it created a second record, or met its own
   * first save as someone else's change (audit 32-N). An answer of the server's own ends the entry.
   */
  const unanswered = new Map<string, string>();
  const remember = (signature: string | null, key: string) => {
    if (!signature) return;
    unanswered.delete(signature);
    unanswered.set(signature, key);
    if (unanswered.size > MAX_UNANSWERED) unanswered.delete(unanswered.keys().next().value as string);
  };

  const send = (request: HttpRequest, url: string, headers: Record<string, string>, body: string | FormData | null, signal: AbortSignal | undefined): Promise<RawResponse> => {
    if (request.onUploadProgress) {
      return sendXhr({ method: request.method, url, headers, body, signal, onUploadProgress: request.onUploadProgress });
    }
    return fetchRaw(url, { method: request.method, headers, body, signal }, fetchImpl ?? globalThis.fetch);
  };

  return async function httpClient<T>(request: HttpRequest): Promise<HttpResponse<T>> {
    const url = buildUrl(baseUrl, request.path, request.query);
    // Sent at boot already (it waited out the delay then): its answer is taken as this request's own.
    const early = request.method === 'GET' ? takeBootFetch(url, request.public ? null : getToken()) : undefined;
    if (!early && !request.noDelay) await delay(delayMs, request.signal);
    const headers = { ...request.headers, ...jsonHeaders(request.public ? null : getToken()) };
    let body: string | FormData | null = null;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    const signature = writeSignature(request, url, headers, body);
    const idempotencyKey = signature ? (unanswered.get(signature) ?? newIdempotencyKey()) : null;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    const deadline = request.onUploadProgress || body instanceof FormData || timeoutMs <= 0 ? null : answerDeadline(request.signal, timeoutMs);
    const signal = deadline?.signal ?? request.signal;
    let raw: RawResponse;
    try {
      // An early request that got no answer (sent offline, from a menu entry pressed then) is asked again: taken
      // as this one's, it failed a list opened once back online. It went out without this call's signal, so it is
      // no longer waited for once that aborts (the caller's abort or the deadline).
      const sendNow = () => send(request, url, headers, body, signal);
      raw = await (early ? untilAborted(early, signal).catch((error: unknown) => (signal?.aborted ? Promise.reject(error) : sendNow())) : sendNow());
    } catch (error) {
      const timedOut = deadline?.timedOut() ?? false;
      if (idempotencyKey) remember(signature, idempotencyKey);
      if (request.signal?.aborted || (!timedOut && isAbort(error))) throw error;
      // No answer at all (offline, server down, or none in time): the browser's own words ("Failed to fetch",
      // "Load failed") say nothing to an administrator, and only in English.
      const noAnswer = request.method === 'GET' ? NO_ANSWER_MESSAGE : NO_ANSWER_WRITE_MESSAGE;
      const httpError = toHttpError(0, null, timedOut ? noAnswer : NETWORK_ERROR_MESSAGE);
      // As a refusal: a caller that names the failure itself (the spreadsheet card, the sign-in form) is its one
      // message; the toast beside it said the same twice.
      if (request.notifyErrors !== false) bus.publish({ type: 'error', messages: httpError.body.messages }, [httpError.message]);
      throw httpError;
    } finally {
      deadline?.clear();
    }

    const parsed = parseBody(raw.text);
    // A success whose body is no JSON of ours was cut off on the way (or replaced by a proxy's page): the list has
    // no rows to show ("has no data.results array"), and a write may have been applied (audit 32-N).
    const unreadable = raw.status >= 200 && raw.status < 300 && parsed === null;
    if (idempotencyKey && (UNAVAILABLE.has(raw.status) || unreadable)) remember(signature, idempotencyKey);
    else if (signature) unanswered.delete(signature);
    if (unreadable) {
      const httpError = toHttpError(0, null, request.method === 'GET' ? UNREADABLE_MESSAGE : UNREADABLE_WRITE_MESSAGE);
      if (request.notifyErrors !== false) bus.publish({ type: 'error', messages: httpError.body.messages }, [httpError.message]);
      throw httpError;
    }
    const json = sessionEndedInPlainWords(request, raw.status, parsed);
    if (raw.status < 200 || raw.status >= 300) {
      if (isSessionRevoked(json)) clearStorage();
      else if (raw.status === 401) removeToken();
      const httpError = toHttpError(raw.status, json, UNAVAILABLE.has(raw.status) ? withArgs(UNAVAILABLE_MESSAGE, { status: String(raw.status) }) : undefined);
      const quiet = request.notifyErrors === false || request.quietStatuses?.includes(raw.status) === true;
      if (!quiet || raw.status === 401 || isSessionRevoked(json)) {
        bus.publish({ type: 'error', messages: httpError.body.messages }, [httpError.message]);
      }
      throw httpError;
    }

    const notifySuccess = request.notifySuccess ?? request.method !== 'GET';
    const message = (json as { message?: unknown } | null)?.message;
    if (notifySuccess && typeof message === 'string') bus.publish({ type: 'success', messages: [message] });
    return { status: raw.status, json: (json ?? {}) as T };
  };
}

/** `promise`, or its rejection with the signal's reason as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

// Realms differ (jsdom vs Node's fetch), so the name is checked rather than the class.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** The application's client, with the build-time settings. */
export const httpClient = createHttpClient();
