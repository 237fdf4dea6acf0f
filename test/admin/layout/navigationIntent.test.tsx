/**
 * A menu entry the user is about to open (pointer resting on it, pressed) sends its list's first request ahead of
 * the click, once; passing over the menu or tabbing through it sends nothing, nor does the entry of the list on
 * screen. Once that answer is in, the click opens the list with its rows at once.
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteView } from '@admin/layout/appRoutes';
import { INTENT_DELAY_MS } from '@admin/layout/useNavigationIntent';
import { TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, recordRequests, withMswServer } from '@test/helpers/msw';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = withMswServer();
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

  it('opens the list with the rows already there once its answer has arrived, without asking again', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const post = { _id: 'b1', title: 'Buying your first plot', isActive: true, featured: false, createdAt: '2026-11-01T10:00:00.000Z' };
    const calls = answerLists();
    server.use(http.get(apiUrl('admin/blog/list'), () => HttpResponse.json({ message: 'ok', data: { results: [post], meta: { total: 1 } } })));
    const queryClient = new QueryClient();
    window.history.replaceState(null, '', '/property');
    const admin = renderAdmin({ path: '/property', queryClient });
    const blog = await menuItem('Blog');

    fireEvent.pointerEnter(blog);
    await expect.poll(() => queryClient.getQueryCache().findAll({ queryKey: ['blog', 'getList'] }).length).toBe(1);
    await preloadRouteView('/blog');
    fireEvent.pointerDown(blog); // pressing asks for nothing more: the answer is at hand
    fireEvent.click(blog);

    expect(admin.pathname()).toBe('/blog');
    // In the very render the click caused: no skeleton first, no request of the list's own.
    expect(screen.getByText('Buying your first plot')).toBeInTheDocument();
    await pause(INTENT_DELAY_MS * 3);
    expect(calls.filter((c) => c.url.pathname.endsWith('/admin/blog/list'))).toHaveLength(1);
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
