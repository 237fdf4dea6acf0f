/** The browser tab names the page shown, as the app bar does, on react-admin's views and on our own pages alike. */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@admin/providers/storage';
import { apiUrl, withMswServer } from '@test/helpers/msw';
import { memoryStore } from 'react-admin';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const server = withMswServer();

afterEach(() => localStorage.clear());

describe('the document title', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('follows the page: a list, then another list opened from the menu', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    server.use(http.get(apiUrl('*'), () => HttpResponse.json({ message: 'ok', data: { results: [], meta: { total: 0 } } })));
    renderAdmin({ path: '/service-order' });
    await expect.poll(() => document.title).toBe('Service Order · Estate Admin');
    fireEvent.click(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('menuitem', { name: 'Blog' }));
    await expect.poll(() => document.title).toBe('Blog · Estate Admin');
  });

  it('names a page of our own that is not a react-admin view, in the app bar too', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    renderAdmin({ path: '/service-order/details' });
    await expect.poll(() => document.title).toBe('Order details · Estate Admin');
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Order details');
  });

  it('names a public page too, in the chosen language', async () => {
    renderAdmin({ path: '/forgot-password', signedIn: false, store: memoryStore({ locale: 'fr' }) });
    const heading = await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => document.title).toBe(`${heading.textContent} · Estate Admin`);
    expect(heading.textContent).toBe('Mot de passe oublié ?');
  });
});
