/**
 * GET answers requested at boot (boot/listPrefetch.ts), while the admin's code is still arriving, and handed to
 * the http client's first identical request (same URL, same token) instead of sending it again. A list opened
 * directly then has its data travelling with the code instead of after it: the request otherwise leaves only once
 * the list has rendered, and then waits out the spec's pre-request delay. Each answer is used once, and only
 * while fresh; one nobody asks for is dropped.
 */
import type { RawResponse } from './rawFetch';

const MAX_AGE_MS = 10_000;

type Early = { url: string; token: string; startedAt: number; response: Promise<RawResponse>; arrived?: RawResponse };

let pending: Early[] = [];

export function rememberBootFetch(url: string, token: string, response: Promise<RawResponse>): void {
  const early: Early = { url, token, startedAt: Date.now(), response };
  // A failure is the taker's to report, like its own request's would be.
  response.then((raw) => (early.arrived = raw)).catch(() => undefined);
  pending.push(early);
}

function indexOf(url: string, token: string | null): number {
  const now = Date.now();
  pending = pending.filter((early) => now - early.startedAt < MAX_AGE_MS);
  return pending.findIndex((early) => early.url === url && early.token === token);
}

/** The boot answer for this request, at most once; undefined when there is none (or it is too old). */
export function takeBootFetch(url: string, token: string | null): Promise<RawResponse> | undefined {
  const index = indexOf(url, token);
  return index < 0 ? undefined : pending.splice(index, 1)[0].response;
}

/**
 * The boot answer for this request if nobody has taken it yet, left in place: `arrived` once it has (so that a
 * caller can use it in the same task), `response` meanwhile.
 */
export function peekBootFetch(url: string, token: string | null): Pick<Early, 'response' | 'arrived'> | undefined {
  const index = indexOf(url, token);
  return index < 0 ? undefined : pending[index];
}
