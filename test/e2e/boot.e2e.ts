/**
 * A signed-in visitor's page load: a spinner while the admin's code arrives, then the page of the address; the
 * list's data and the profile asked for at boot, while the code arrives, and not asked for again; and a clear
 * message with a way out when that code cannot be downloaded (offline, a deploy that replaced the chunks).
 */
import { expect, test } from './support/fixtures';
import { holdAdminChunk } from './support/hold';

test.beforeEach(async ({ page, token }) => {
  await page.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('role', 'admin');
  }, token);
});

/** In the page: from now on, `window[key].skeleton` turns true if a skeleton is ever shown. */
function noteSkeletons(key: string) {
  const seen = { skeleton: false };
  Object.assign(window, { [key]: seen });
  new MutationObserver(() => {
    if (document.querySelector('.MuiSkeleton-root')) seen.skeleton = true;
  }).observe(document, { childList: true, subtree: true });
}

test('a spinner shows while the admin loads, then the list of the address', async ({ page }) => {
  const release = await holdAdminChunk(page);
  await page.goto('/property', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});

test('the list’s first page and the profile are requested once, before the admin’s code has arrived', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  // Holding the admin back shows the list's request does not wait for it.
  const release = await holdAdminChunk(page);
  await page.goto('/property/list', { waitUntil: 'commit' });
  await expect.poll(() => apiCalls).toEqual(expect.arrayContaining(['/api/v1/auth/user/me', '/api/v1/admin/property/list']));
  release();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administrator' })).toBeVisible();
  expect(apiCalls.filter((p) => p === '/api/v1/admin/property/list')).toHaveLength(1);
  expect(apiCalls.filter((p) => p === '/api/v1/auth/user/me')).toHaveLength(1);
});

test('a list opened at its spec address shows the page it asks for, rows in its first render, asked for once', async ({ page }) => {
  await page.addInitScript(noteSkeletons, '__seen');
  const lists: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/admin/property/list') lists.push(url.searchParams);
  });
  // The list's answer arrives before the admin's code: the first render has it.
  const release = await holdAdminChunk(page);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/admin/property/list');
  await page.goto('/property/list?page=2&perPage=10&sort=createdAt&order=DESC', { waitUntil: 'commit' });
  await answered;
  release();

  await expect(page.getByText(/^11-20 of \d+/)).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/property?page=2&perPage=10&sort=createdAt&order=DESC');
  expect(lists.map((query) => query.get('pageNo'))).toEqual(['2']);
  expect(await page.evaluate(() => (window as unknown as Record<string, { skeleton: boolean }>).__seen.skeleton)).toBe(false);
});

test('a menu entry the pointer rests on has its list’s code and first page asked for before the click, once, and opens without a skeleton', async ({ page }) => {
  await page.goto('/property');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const orderLists: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/order/admin/list') orderLists.push(url.search);
    if (url.pathname.includes('ServiceOrderList')) scripts.push(url.pathname);
  });
  const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Service Order' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/order/admin/list');
  await entry.hover();
  await expect.poll(() => [orderLists.length, scripts.length]).toEqual([1, 1]);
  await answered;
  // From the click on, any skeleton the page shows is noted: with the answer in, the list opens with its rows.
  await page.evaluate(noteSkeletons, '__afterClick');
  await entry.click();
  await expect(page.getByRole('columnheader', { name: /Order No/i })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(orderLists).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as Record<string, { skeleton: boolean }>).__afterClick.skeleton)).toBe(false);
});

test('a list’s date pickers are asked for at the first key press, before the keyboard reaches their fields', async ({ page }) => {
  await page.goto('/property');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const pickers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('DateRangePickers')) pickers.push(request.url());
  });
  await page.waitForTimeout(500);
  expect(pickers).toEqual([]); // not for a visitor who only looks
  await page.getByRole('textbox', { name: 'Search' }).press('a');
  await expect.poll(() => pickers.length).toBe(1);
});

test('when the admin cannot be downloaded, it says so and offers a reload', async ({ page }) => {
  await page.route('**/assets/App-*.js', (route) => route.abort());
  await page.goto('/property');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The admin could not load');
  await page.unroute('**/assets/App-*.js');
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
});

test('the download failure speaks the language the user chose', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('RaStoreEstateAdmin.locale', JSON.stringify('fr')));
  await page.route('**/assets/App-*.js', (route) => route.abort());
  await page.goto('/property');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("L'administration n'a pas pu se charger");
  await expect(alert.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});
