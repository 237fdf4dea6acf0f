import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin, testUser } from '@test/helpers/renderAdmin';

describe('profile pages', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('opens the account profile on "basic" with the name, email, status and type, and switches tabs by route', async () => {
    const user = userEvent.setup();
    localStorage.setItem('role', 'admin');
    const { pathname } = renderAdmin({ path: '/apps/profiles/account' });
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(pathname()).toBe('/apps/profiles/account/basic');
    expect(screen.getByText(testUser.name)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic',
      'Personal',
      'My account',
      'Change password',
      'Role',
      'Settings',
    ]);
    await user.click(within(tabs).getByRole('tab', { name: 'Role' }));
    await waitFor(() => expect(pathname()).toBe('/apps/profiles/account/role'));
    expect(await screen.findByText('admin')).toBeInTheDocument();
  });

  it('says the user payment page is not part of the product', async () => {
    renderAdmin({ path: '/apps/profiles/user/payment' });
    expect(await screen.findByRole('heading', { name: 'Not part of this product' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Personal',
      'Payment',
      'Change password',
      'Settings',
    ]);
  });

  it('lands on the dashboard from /', async () => {
    const { pathname } = renderAdmin({ path: '/' });
    await waitFor(() => expect(pathname()).toBe('/dashboard/default'));
  });
});
