/**
 * The API answers a server-rendered list page carries (boot/serverAnswers.ts): the boot requests take them instead of
 * asking again, for the session the page was rendered for only, and each once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { takeServerAnswer } from '@admin/boot/serverAnswers';
import { SERVER_ANSWERS_ID, sessionTag } from '@admin/prerender/serverPageCheck';

const LIST = '/api/v1/admin/property/list?pageNo=1&pageSize=10';

function pageWithAnswers(answers: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_ANSWERS_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

describe('answers carried by a server-rendered page', () => {
  afterEach(() => document.getElementById(SERVER_ANSWERS_ID)?.remove());

  it('hands each answer once, by the absolute URL the admin builds, for the session it was rendered for only', () => {
    pageWithAnswers({ session: sessionTag('token-1'), answers: { [LIST]: { status: 200, text: '{"data":{"results":[]}}' } } });
    const url = new URL(LIST, window.location.href).toString();
    expect(takeServerAnswer(url, 'token-2')).toBeUndefined(); // not the session it was rendered for
    expect(takeServerAnswer('https://elsewhere.example' + LIST, 'token-1')).toBeUndefined();
    expect(takeServerAnswer(url, 'token-1')).toEqual({ status: 200, text: '{"data":{"results":[]}}' });
    expect(takeServerAnswer(url, 'token-1')).toBeUndefined(); // once
    expect(document.getElementById(SERVER_ANSWERS_ID)).toBeNull(); // read once, then out of the page
  });
});
