/**
 * The network failing under an administrator: a page whose code did not arrive, a list whose request got no
 * answer. Each says so in words, keeps the menu, and works again on Retry once the network is back.
 * (page.route aborts the requests, so that nothing else of the page goes offline.)
 */
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { FormPage, ListPage, toast } from './support/pages';

test('a page whose code could not be fetched says so and opens on Retry', async ({ adminPage: page }) => {
  await page.goto('/review');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.route('**/assets/BlogList-*.js', (route) => route.abort('internetdisconnected'));
  await page.getByRole('menuitem', { name: 'Blog' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not load. Check the connection, then try again.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Review' })).toBeVisible();

  await page.unroute('**/assets/BlogList-*.js');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('a list whose request got no answer says that the server could not be reached, and loads on Retry', async ({ adminPage: page }) => {
  const listCall = '**/api/v1/admin/blog/list**';
  await page.route(listCall, (route) => route.abort('connectionrefused'));
  await page.goto('/blog');
  // After react-admin's retries (network trouble may pass on its own).
  const alert = page.getByRole('alert').filter({ hasText: 'This list could not be loaded. The server could not be reached. Check the connection, then try again.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });

  await page.unroute(listCall);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('offline, every page says so, and a Save waits for the connection, then goes out by itself', async ({ adminPage: page, context }) => {
  const name = `Offline review ${Date.now().toString(36)}`;
  await page.goto('/review/create');
  const form = new FormPage(page);
  await form.field('Name').fill(name);
  await form.field('Description').fill('Written on a train.');
  const notice = page.getByRole('status').filter({ hasText: 'You are offline. Loading and saving wait for the connection to come back.' });
  await expect(notice).toBeHidden();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await form.save();
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue(name);

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/review(\?.*)?$/);
  const list = new ListPage(page);
  await list.search(name);
  await expect(list.rowContaining(name)).toBeVisible();
});

test('a save the server never answers gives up after a minute, says the change may have been made, and keeps the form', async ({ adminPage: page }) => {
  // The page's clock, so that the minute passes at once.
  await page.clock.install();
  const name = `Stalled review ${Date.now().toString(36)}`;
  await page.goto('/review/create');
  const form = new FormPage(page);
  await form.field('Name').fill(name);
  await form.field('Description').fill('Written on a slow line.');
  // The create goes out and gets no answer, ever.
  await page.route('**/api/v1/**', (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
  await form.save();
  await page.clock.fastForward('00:10');
  await expect(page.getByText('Still waiting for the server… Your entries stay here.')).toBeVisible();

  await page.clock.fastForward('01:00');
  await expect(toast(page, 'The server did not answer within a minute. The change may have been made all the same: check before trying again.')).toBeVisible();
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue(name);
  await expect(form.field('Description')).toHaveValue('Written on a slow line.');
  await expect(form.saveButton()).toBeEnabled();
});

test('a save whose answer was lost on the way back, saved again, makes one record, not two', async ({ adminPage: page, request, token }) => {
  const name = `Lost answer ${Date.now().toString(36)}`;
  await page.goto('/review/create');
  const form = new FormPage(page);
  await form.field('Name').fill(name);
  await form.field('Description').fill('The tower changed as it was saved.');
  // The server creates the review; the connection breaks before its answer arrives.
  let reached = 0;
  await page.route('**/api/v1/review/admin/create', async (route) => {
    reached += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await form.save();
  await expect(toast(page, 'The server could not be reached')).toBeVisible();
  await expect(form.field('Name')).toHaveValue(name);
  await page.unroute('**/api/v1/review/admin/create');
  expect(reached).toBe(1);

  await form.save();
  await expect(page).toHaveURL(/\/review(\?.*)?$/);
  const found = await apiGet<{ results: { name: string }[] }>(request, token, 'review/admin/list', { search: name, reviewType: 3 });
  expect(found.results.map((r) => r.name)).toEqual([name]);
});
