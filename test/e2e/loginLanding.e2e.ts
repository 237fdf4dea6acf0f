/**
 * Signing in on the stand-alone login page: the page it lands on has its first requests sent with the login,
 * while the admin's code loads (boot/bootPrefetch.ts), each once; the dashboard's by default, those of the page
 * the visitor asked for before signing in otherwise (and then none of the dashboard's).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAdminChunk } from './support/hold';
import { LoginPage } from './support/pages';

const FIGURES = '/api/v1/admin/dashboard/dashboard';
const ORDERS = '/api/v1/order/admin/list';
const PROPERTIES = '/api/v1/admin/property/list';
const PROFILE = '/api/v1/auth/user/me';

function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

const count = (calls: string[], path: string) => calls.filter((p) => p === path).length;

test('signing in lands on the dashboard, whose figures, pending orders and profile are each asked for once', async ({ page, consoleErrors }) => {
  const calls = recordApiCalls(page);
  const login = new LoginPage(page);
  await login.goto();
  // Holding the admin's code back shows the dashboard's requests do not wait for it.
  const release = await holdAdminChunk(page);
  await login.login();
  await expect.poll(() => calls).toEqual(expect.arrayContaining([FIGURES, ORDERS, PROFILE]));
  release();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('region', { name: 'Pending orders' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([count(calls, FIGURES), count(calls, ORDERS), count(calls, PROFILE)]).toEqual([1, 1, 1]);
  expect(consoleErrors).toEqual([]);
});

test('signing in after asking for a list lands on it, its first page asked for once and nothing of the dashboard', async ({ page, consoleErrors }) => {
  const calls = recordApiCalls(page);
  await page.goto('/property/list');
  const login = new LoginPage(page);
  await expect(login.submit()).toBeEnabled();
  const release = await holdAdminChunk(page);
  await login.login();
  await expect.poll(() => calls).toEqual(expect.arrayContaining([PROPERTIES, PROFILE]));
  release();
  await expect(page).toHaveURL(/\/property(\/list)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([count(calls, PROPERTIES), count(calls, PROFILE), count(calls, FIGURES), count(calls, ORDERS)]).toEqual([1, 1, 0, 0]);
  expect(consoleErrors).toEqual([]);
});
