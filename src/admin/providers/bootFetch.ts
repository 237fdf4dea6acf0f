/**
 * GET answers requested at boot (boot/listPrefetch.ts), while the admin's code is still arriving, and handed to
 * the http client's first identical request (same URL, same token) instead of sending it again. A list opened
 * directly then has its data travelling with the code instead of after it: the request otherwise leaves only once
 * the list has rendered, and then waits out the spec's pre-request delay. Each answer is used once, and only
 * while fresh; one nobody asks for is dropped.
 */
import type { RawResponse } from './rawFetch';

const MAX_AGE_MS = 10_000;

type Early = { url: string; token: string; startedAt: number; response: Promise<RawResponse> };

let pending: Early[] = [];

export function rememberBootFetch(url: string, token: string, response: Promise<RawResponse>): void {
  response.catch(() => undefined); // a failure is the taker's to report, like its own request's would be
  pending.push({ url, token, startedAt: Date.now(), response });
}

/** The boot answer for this request, at most once; undefined when there is none (or it is too old). */
export function takeBootFetch(url: string, token: string | null): Promise<RawResponse> | undefined {
  const now = Date.now();
  pending = pending.filter((early) => now - early.startedAt < MAX_AGE_MS);
  const index = pending.findIndex((early) => early.url === url && early.token === token);
  if (index < 0) return undefined;
  return pending.splice(index, 1)[0].response;
}
