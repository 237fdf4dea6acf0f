/**
 * The API answers a list page rendered on the server was rendered from (prerender/listPage.tsx puts them in the
 * page): the boot requests (bootPrefetch.ts) take them instead of asking again, so the admin's first render shows
 * the very rows the server's page shows. Only for the session the page was rendered for (its tag, which the stored
 * token may no longer match: another tab signed in since), and each once.
 */
import { SERVER_ANSWERS_ID, sessionTag } from '@admin/prerender/serverPageCheck';
import type { RawResponse } from '@admin/providers/rawFetch';

type ServerAnswers = { session: string; answers: Record<string, RawResponse> };

let carried: ServerAnswers | null | undefined;

function readAnswers(): ServerAnswers | null {
  const element = document.getElementById(SERVER_ANSWERS_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<ServerAnswers> | null;
    return parsed && typeof parsed.session === 'string' && parsed.answers && typeof parsed.answers === 'object' ? (parsed as ServerAnswers) : null;
  } catch {
    return null;
  }
}

/** Takes the answers out of the page (a page that will not use them keeps no data in its DOM). */
export function dropServerAnswers(): void {
  if (carried === undefined) carried = readAnswers();
  carried = null;
}

export function takeServerAnswer(url: string, token: string): RawResponse | undefined {
  if (carried === undefined) carried = readAnswers();
  if (!carried || carried.session !== sessionTag(token)) return undefined;
  const { origin, pathname, search } = new URL(url, window.location.href);
  if (origin !== window.location.origin) return undefined;
  const key = pathname + search; // the server keeps the path it answered
  const answer = carried.answers[key];
  delete carried.answers[key];
  return answer && typeof answer.status === 'number' && typeof answer.text === 'string' ? answer : undefined;
}
