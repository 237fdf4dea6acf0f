/**
 * A page whose code did not arrive (a network blip) or that broke: the layout's boundary says so in the admin's
 * language, and Retry (or the browser coming back online) loads the page's code again.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { AdminContext, LinkBase, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '@admin/layout/lazyView';
import { ViewErrorBoundary } from '@admin/layout/ViewErrorBoundary';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

function renderPage(page: ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={['/blog']}>
      <AdminContext i18nProvider={createI18nProvider(adminResources)}>
        <LinkBase to="/review">Reviews</LinkBase>
        <ViewErrorBoundary>
          <Suspense fallback={<p>Loading the page</p>}>{page}</Suspense>
        </ViewErrorBoundary>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** A loader that fails while `network.up` is false, as a dynamic import does offline. */
function blogPageLoader() {
  const network = { up: false };
  const load = vi.fn(async () => {
    if (!network.up) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/BlogList-x.js');
    return { BlogPage: () => <h1>Blog posts</h1> };
  });
  return { network, load };
}

describe('a page that fails inside the layout', () => {
  it('says its code could not load, and loads it again on Retry', async () => {
    const { network, load } = blogPageLoader();
    const BlogPage = lazyView(load, 'BlogPage');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<BlogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not load. Check the connection, then try again.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // Shown, not retried in a loop while the network is down.
    const attempts = load.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(attempts);
    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blog posts' })).toBeVisible();
  });

  it('tries again by itself once the browser is back online', async () => {
    const { network, load } = blogPageLoader();
    const BlogPage = lazyView(load, 'BlogPage');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<BlogPage />);
    await screen.findByRole('alert');
    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Blog posts' })).toBeVisible();
  });

  it('tries again by itself every 30 s, for a server that was down while the browser stayed online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { network, load } = blogPageLoader();
      const BlogPage = lazyView(load, 'BlogPage');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPage(<BlogPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent('It is asked again every 30 seconds.');
      network.up = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByRole('heading', { name: 'Blog posts' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says that something went wrong when the page itself broke, and starts afresh on another page', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<Broken />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page.');
    await userEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    // The same element tree again (a test cannot change the route's element): it breaks again, freshly caught.
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page.');
  });
});

describe('the app bar over a failed page', () => {
  it("names the page's section, as the menu does, instead of staying empty", async () => {
    const titleSlot = document.createElement('div');
    titleSlot.id = 'react-admin-title';
    document.body.append(titleSlot);
    try {
      function Broken(): ReactNode {
        throw new Error('boom');
      }
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPage(<Broken />);
      await screen.findByRole('alert');
      // The menu's name for /blog.
      await waitFor(() => expect(titleSlot.textContent).toBe('Blog'));
    } finally {
      titleSlot.remove();
    }
  });
});
