/**
 * The API answers a list page rendered on the server was rendered from (prerender/listPage.tsx puts them in the
 * page): the boot requests (bootPrefetch.ts) take them instead of asking again, so the admin's first render shows
 * the very rows the server's page shows. Only for the session the page was rendered for (the cookie's token), and
 * each once.
 */
import { SERVER_ANSWERS_ID } from '@admin/prerender/serverPageCheck';
import type { RawResponse } from '@admin/providers/rawFetch';
import { sessionCookieToken } from '@admin/providers/storage';

let answers: Record<string, RawResponse> | null | undefined;

function readAnswers(): Record<string, RawResponse> | null {
  const element = document.getElementById(SERVER_ANSWERS_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, RawResponse>) : null;
  } catch {
    return null;
  }
}

export function takeServerAnswer(url: string, token: string): RawResponse | undefined {
  if (answers === undefined) answers = readAnswers();
  if (!answers || sessionCookieToken() !== token) return undefined;
  const { origin, pathname, search } = new URL(url, window.location.href);
  if (origin !== window.location.origin) return undefined;
  const key = pathname + search; // the server keeps the path it answered
  const answer = answers[key];
  delete answers[key];
  return answer && typeof answer.status === 'number' && typeof answer.text === 'string' ? answer : undefined;
}
