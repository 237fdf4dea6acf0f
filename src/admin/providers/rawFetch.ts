/**
 * The bare transport under the http client: a fetch reduced to its status and body text, and the spec's
 * pre-request delay. Kept free of the client's imports (message bus, errors, XHR) so the boot prefetch
 * (boot/listPrefetch.ts) can send the very same request before the admin's code has arrived.
 */
export type RawResponse = { status: number; text: string };

/** The message of a request that got no answer (an i18n key, translated where it is shown). */
export const NETWORK_ERROR_MESSAGE = 'app.common.unreachable';

export function fetchRaw(url: string, init: RequestInit, fetchImpl: typeof fetch = globalThis.fetch): Promise<RawResponse> {
  return fetchImpl(url, init).then(async (response) => ({ status: response.status, text: await response.text() }));
}

/** The headers of a JSON call, with the bearer token when there is one. */
export function jsonHeaders(token: string | null): Record<string, string> {
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
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
