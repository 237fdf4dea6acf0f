import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const specMenu = [
  'Dashboard',
  'Property Listing',
  'Service Creation',
  'Service Order',
  'Property Leads',
  'Plots for Sale',
  'Plots To Buy',
  'Construction Leads',
  'Blog',
  'Review',
  'Support',
  'Events',
  'Image Upload',
];

const menuLinks = async () => {
  const navigation = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(navigation).getAllByRole('menuitem');
};

describe('side menu', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('shows the 13 entries of the spec, in order, each with an icon', async () => {
    renderAdmin({ path: '/controls/settings' });
    const items = await menuLinks();
    expect(items.map((item) => item.textContent)).toEqual(specMenu);
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
    expect(getComputedStyle(items[0].closest('.RaMenu-open') as HTMLElement).width).toBe('260px');
  });

  it('leads to each screen; the Dashboard entry opens /dashboard/default', async () => {
    const user = userEvent.setup();
    const { pathname } = renderAdmin({ path: '/controls/settings' });
    const items = await menuLinks();
    await user.click(items[1]);
    expect(pathname()).toBe('/property');
    await user.click(items[0]);
    expect(pathname()).toBe('/dashboard/default');
  });

  it('marks the entry of the page shown as the current page, and follows the user to another', async () => {
    const user = userEvent.setup();
    renderAdmin({ path: '/blog/create' });
    const items = await menuLinks();
    const current = () => items.filter((item) => item.hasAttribute('aria-current')).map((item) => [item.textContent, item.getAttribute('aria-current')]);
    expect(current()).toEqual([['Blog', 'page']]);
    await user.click(items[specMenu.indexOf('Events')]);
    await waitFor(() => expect(current()).toEqual([['Events', 'page']]));
    await user.click(items[0]);
    await waitFor(() => expect(current()).toEqual([['Dashboard', 'page']]));
  });

  it('is a drawer the top bar can collapse and open again', async () => {
    const user = userEvent.setup();
    const { store, appBar } = renderAdmin({ path: '/controls/settings' });
    await screen.findByRole('menu');
    const open = store.getItem('sidebar.open', true);
    await user.click(within(appBar()).getByRole('button', { name: open ? 'Close menu' : 'Open menu' }));
    expect(store.getItem('sidebar.open')).toBe(!open);
    await user.click(within(appBar()).getByRole('button', { name: open ? 'Open menu' : 'Close menu' }));
    expect(store.getItem('sidebar.open')).toBe(open);
  });
});
