/**
 * A menu entry the user is about to open (pointer resting on it, pressed) sends its list's first request ahead of
 * the click, once; passing over the menu or tabbing through it sends nothing, nor does the entry of the list on
 * screen.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_DELAY_MS } from '@admin/layout/useNavigationIntent';
import { TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, recordRequests, useMswServer } from '@test/helpers/msw';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = useMswServer();
const emptyList = { message: 'ok', data: { results: [], meta: { total: 0 } } };

function answerLists() {
  server.use(http.get(apiUrl('*'), () => HttpResponse.json(emptyList)));
  return recordRequests(server);
}

const menuItem = async (name: string) => within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('menuitem', { name });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => localStorage.clear());

describe('a menu entry about to be opened', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('sends its list’s first request once when the pointer rests on it', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = answerLists();
    window.history.replaceState(null, '', '/property');
    renderAdmin({ path: '/property' });
    const orders = await menuItem('Service Order');

    fireEvent.pointerEnter(orders);
    await expect.poll(() => calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/api/v1/order/admin/list?pageNo=1&pageSize=10&orderBy=createdAt&orderDirection=desc']);
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok-1');

    fireEvent.pointerLeave(orders);
    fireEvent.focus(orders);
    fireEvent.pointerDown(orders);
    await pause(INTENT_DELAY_MS * 3);
    expect(calls).toHaveLength(1); // its answer is still waiting for the list: not asked again
  });

  it('sends nothing when the pointer only passes over or the keyboard focuses it, nor for the list on screen', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const calls = answerLists();
    window.history.replaceState(null, '', '/property');
    renderAdmin({ path: '/property' });
    const blog = await menuItem('Blog');
    fireEvent.pointerEnter(blog);
    fireEvent.pointerLeave(blog);
    fireEvent.focus(await menuItem('Events'));
    const properties = await menuItem('Property Listing');
    fireEvent.pointerDown(properties);
    await pause(INTENT_DELAY_MS * 3);
    expect(calls).toEqual([]);
  });
});
