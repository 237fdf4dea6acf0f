/**
 * A list opened in a signed-in browser arrives with its first rows in the page the server sends
 * (src/server/plugins/serverPages.ts): they show before the admin's code has arrived, do nothing until the admin
 * replaces them with the same rows, working, without asking for them again; and the page is not shown where the
 * admin would render something else, nor once signed out.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAdminChunk } from './support/hold';
import { AppShell, LoginPage, setPreference } from './support/pages';
import { apiLogin } from './support/api';

const SESSION_COOKIE = 'estate_session';

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The API paths the page asks for from now on. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

const serverPage = (page: Page) => page.locator('#server-page');

/**
 * Opens /property/list with the admin's code held back: the spinner shows, not the server's page (the check hid
 * it); then lets the code in and waits for the admin's own heading.
 */
async function openListWithoutServerPage(page: Page) {
  const release = await holdAdminChunk(page);
  await page.goto('/property/list', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(serverPage(page)).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
  await page.unrouteAll();
}

test('after signing in, a list opened shows its rows before the admin’s code, then the same rows working, asked for once', async ({ page, consoleErrors }) => {
  await signIn(page);
  expect(await sessionCookie(page)).toBeTruthy();
  const calls = apiCalls(page);
  const release = await holdAdminChunk(page);
  await page.goto('/property/list', { waitUntil: 'commit' });

  const firstServerRow = serverPage(page).locator('tbody tr').first();
  await expect(firstServerRow).toBeVisible();
  await expect(serverPage(page)).toHaveAttribute('inert', '');
  // Inert, so hidden from screen readers too, which hear that the page is loading, as they did from the spinner.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(1);
  // The whole menu, as the admin renders it (not Dashboard alone, react-admin's registered resources' first render).
  await expect(serverPage(page).locator('nav[aria-label="Main menu"]')).toContainText('Service Order');
  const address = (await firstServerRow.locator('td').nth(1).innerText()).trim();
  expect(address).not.toBe('');

  release();
  await expect(serverPage(page)).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(address);
  await expect(page).toHaveURL(/\/property(\?.*)?$/); // the spec's alias, replaced as on any load
  await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
  await firstRow.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);

  expect(calls.filter((path) => path === '/api/v1/admin/property/list')).toHaveLength(0); // the page carried the answer
  expect(calls.filter((path) => path === '/api/v1/auth/user/me')).toHaveLength(0);
  expect(consoleErrors).toEqual([]);
});

test('a list opened from the menu before (its address then carries its defaults, which are stored) still comes with its rows on the next load', async ({ page }) => {
  await signIn(page);
  await new AppShell(page).openFromMenu('Property Listing');
  await expect(page).toHaveURL(/\/property\?.*page=1/);
  const release = await holdAdminChunk(page);
  await page.goto('/property/list', { waitUntil: 'commit' });
  await expect(serverPage(page).locator('tbody tr').first()).toBeVisible();
  release();
  await expect(serverPage(page)).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('the orders list too; a search in the address is the one the rows answer', async ({ page }) => {
  await signIn(page);
  const release = await holdAdminChunk(page);
  await page.goto('/service-order?filter=%7B%22q%22%3A%22zzzz-no-such-order%22%7D', { waitUntil: 'commit' });
  await expect(serverPage(page)).toBeVisible();
  await expect(serverPage(page).getByText('Nothing matches the search and filters.')).toBeVisible();
  release();
  await expect(serverPage(page)).toHaveCount(0);
  await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('zzzz-no-such-order');
});

test('the server’s page is not shown where the admin renders another: dark mode, a phone', async ({ page }) => {
  await signIn(page);
  await setPreference(page, 'theme', 'dark');
  await openListWithoutServerPage(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(serverPage(page)).toHaveCount(0);

  await setPreference(page, 'theme', 'light');
  await page.setViewportSize({ width: 390, height: 800 });
  await openListWithoutServerPage(page);
});

test('nor once the list’s columns were chosen: the admin’s first render shows them', async ({ page }) => {
  await signIn(page);
  await page.goto('/property');
  await expect(serverPage(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('switch', { name: 'Property no' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Property no' })).toHaveCount(0);
  await openListWithoutServerPage(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Property no' })).toHaveCount(0);
});

test('a page rendered for another session than the stored one is not shown, and its answers are not used', async ({ page, request, baseURL }) => {
  await signIn(page);
  // Another session (another tab signed in since): the cookie the server renders for is not the stored token.
  await page.context().addCookies([{ name: SESSION_COOKIE, value: await apiLogin(request), url: baseURL }]);
  const calls = apiCalls(page);
  await openListWithoutServerPage(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(calls.filter((path) => path === '/api/v1/admin/property/list')).toHaveLength(1); // asked with its own token
});

test('a malformed session cookie changes nothing: the list loads, and the login page for a signed-out visitor', async ({ page, baseURL }) => {
  await signIn(page);
  await page.context().addCookies([{ name: SESSION_COOKIE, value: '%E0%A4%A', url: baseURL }]);
  await page.goto('/property');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await sessionCookie(page)).not.toBe('%E0%A4%A'); // the stored token's copy again
  await page.evaluate(() => localStorage.clear());
  await page.context().addCookies([{ name: SESSION_COOKIE, value: '%', url: baseURL }]);
  await page.goto('/login');
  await expect(new LoginPage(page).email()).toBeVisible();
});

test('signing out clears the session cookie: a list address then gets the login form, with no rows in the page', async ({ page }) => {
  await signIn(page);
  await new AppShell(page).logout();
  await expect(page).toHaveURL(/\/login/);
  expect(await sessionCookie(page)).toBeUndefined();
  const response = await page.goto('/property/list');
  expect(await response?.text()).not.toContain('server-page');
  await expect(new LoginPage(page).email()).toBeVisible();
});
