import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { ComingSoonPage } from '@admin/pages/placeholders/ComingSoonPage';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

describe('routes', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it("sends the spec's aliases to the resource routes (/property/list, /services/form/:id)", async () => {
    const first = renderAdmin({ path: '/property/list' });
    await waitFor(() => expect(first.pathname()).toBe('/property'));
    first.unmount();

    const second = renderAdmin({
      path: '/services/form/7',
      dataProvider: { getOne: vi.fn(async () => ({ data: { id: '7', title: 'Survey' } })) },
    });
    await waitFor(() => expect(second.pathname()).toBe('/services/7'));
  });

  it('shows an unknown path as the admin’s own "page not found" inside the layout, titled for the tab', async () => {
    renderAdmin({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('No page of the back-office is at this address. Check the link, or go to the dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard/default');
    expect(screen.getByRole('navigation')).toBeInTheDocument(); // the side menu: inside the layout
    await waitFor(() => expect(document.title).toBe('Page not found · Estate Admin'));
  });

  it('shows "page not found" for a view the resource does not have, not its list (/events/create, /support/12)', async () => {
    for (const path of ['/events/create', '/support/12', '/service-order/5']) {
      const view = renderAdmin({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

describe('placeholder screen', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('says "coming soon" in the current language, never a blank page', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider(adminResources)} store={memoryStore({ locale: 'fr' })}>
        <ComingSoonPage />
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Cet écran arrive bientôt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/default$/));
  });
});
