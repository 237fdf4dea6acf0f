import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin, testUser } from '@test/helpers/renderAdmin';

/** react-admin's user menu: a popup list the Profile button owns. */
const openProfileMenu = () => waitFor(() => within(document.getElementById('menu-appbar') as HTMLElement).getByRole('menu'));

describe('top bar profile menu', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it("shows the user's name and leads to Edit Password", async () => {
    const user = userEvent.setup();
    const { appBar, pathname } = renderAdmin({ path: '/controls/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(await within(appBar()).findByRole('button', { name: /^Profile/ }));
    const menu = await openProfileMenu();
    expect(await within(menu).findByText(testUser.name)).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit Password' }));
    await waitFor(() => expect(pathname()).toBe('/apps/profiles/account/password'));
    expect(await screen.findByRole('button', { name: 'Update password' })).toBeInTheDocument();
  });

  it('logs out through the authProvider and lands on /login', async () => {
    const user = userEvent.setup();
    const { appBar, authProvider, pathname } = renderAdmin({ path: '/controls/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(await within(appBar()).findByRole('button', { name: /^Profile/ }));
    const menu = await openProfileMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
