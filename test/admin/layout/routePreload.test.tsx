/**
 * Views open without a spinner once their code is loaded (lazyView), and the admin loads the view of the address
 * it opens on before its first render (preloadRouteView), following the spec's alias redirects.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '@admin/layout/lazyView';
import { routePreloader } from '@admin/layout/routePreload';
import { redirectTo } from '@admin/layout/redirectTo';
import { preloadRouteView, resolveAppRoute } from '@admin/layout/appRoutes';
import { prepareAdmin } from '@admin/App';
import { appStore } from '@admin/layout/appStore';
import { adminResources } from '@admin/resources/registry';

const viewModule = () => Promise.resolve({ Greeting: () => <p>Hello</p> });

describe('lazyView', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Greeting = lazyView(viewModule, 'Greeting');
    await Greeting.preload();
    render(
      <Suspense fallback={<p>Loading view</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading view')).not.toBeInTheDocument();
  });

  it('suspends until its code arrives when not preloaded, and loads it once', async () => {
    const load = vi.fn(viewModule);
    const Greeting = lazyView(load, 'Greeting');
    render(
      <Suspense fallback={<p>Loading view</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Loading view')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await act(() => Greeting.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(viewModule);
    const Greeting = lazyView(load, 'Greeting');
    await expect(Greeting.preload()).rejects.toThrow('offline');
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloading the view of an address', () => {
  const list = { preload: vi.fn(() => Promise.resolve()) };
  const edit = { preload: vi.fn(() => Promise.resolve()) };
  const create = { preload: vi.fn(() => Promise.resolve()) };
  const preload = routePreloader([
    { path: '/things/list', view: redirectTo('/things') },
    { path: '/things/form/:id', view: redirectTo('/things/:id') },
    { path: '/things/create', view: create },
    { path: '/things/:id', view: edit },
    { path: '/things', view: list },
  ]);

  it.each([
    ['/things', list],
    ['/things/list', list],
    ['/things/create', create],
    ['/things/t1', edit],
    ['/things/form/t1', edit],
  ])('%s loads the view it shows', async (pathname, view) => {
    vi.clearAllMocks();
    await preload(pathname);
    expect(view.preload).toHaveBeenCalledTimes(1);
    expect([list, edit, create].filter((v) => v !== view).every((v) => v.preload.mock.calls.length === 0)).toBe(true);
  });

  it('loads nothing for an unknown address', async () => {
    vi.clearAllMocks();
    await preload('/elsewhere');
    expect([list, edit, create].every((v) => v.preload.mock.calls.length === 0)).toBe(true);
  });

  it.each([
    ['/property/list', 'property', 'list'],
    ['/property/form/p1', 'property', 'edit'],
    ['/service-order', 'service-order', 'list'],
  ] as const)("the admin's own table: %s loads the %s %s view", async (pathname, name, kind) => {
    const view = adminResources.find((r) => r.contract.name === name)![kind] as { preload: () => Promise<void> };
    const spy = vi.spyOn(view, 'preload');
    await preloadRouteView(pathname);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('the address the admin opens on', () => {
  it.each([
    ['/property/list', '/property'],
    ['/property/form/p%201', '/property/p%201'],
    ['/', '/dashboard/default'],
    ['/dashboard', '/dashboard/default'],
    ['/service-order', '/service-order'],
    ['/elsewhere', '/elsewhere'],
  ])('%s is shown at %s', (pathname, target) => {
    expect(resolveAppRoute(pathname).pathname).toBe(target);
  });

  it('is replaced by its alias target before the first render, keeping the query and the hash', async () => {
    window.history.replaceState(null, '', '/property/list?page=2&perPage=25#top');
    await prepareAdmin();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/property?page=2&perPage=25#top');
  });

  it('has a language stored before the first render, so react-admin renders at once', async () => {
    localStorage.clear();
    await prepareAdmin();
    expect(appStore.getItem('locale')).toBe('en');
    localStorage.clear();
  });
});
