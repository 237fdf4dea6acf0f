/**
 * The browser's Back through a list's pages: each history entry keeps the page, sort and search it showed, the
 * one the list was opened with (from the menu, at its defaults) included.
 */
import { expect, test } from './support/fixtures';
import { AppShell, ListPage } from './support/pages';

const PAGE_LOAD = { timeout: 60_000 };

test('Back after paging a list opened from the menu shows its first page again, then the page it was opened from', async ({ adminPage: page }) => {
  await page.goto('/dashboard/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(PAGE_LOAD);
  await new AppShell(page).openFromMenu('Support');
  const list = new ListPage(page);
  await list.waitForRows();
  const firstRow = (await list.rows().first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Go to page 2' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(list.rows().first()).not.toHaveText(firstRow);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=1\b/);
  await expect(list.rows().first()).toHaveText(firstRow);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Forward again: page 1, then page 2.
  await page.goForward();
  await expect(list.rows().first()).toHaveText(firstRow);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(list.rows().first()).not.toHaveText(firstRow);
});
