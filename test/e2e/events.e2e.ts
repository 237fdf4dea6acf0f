/** Events against the real server: the spec's columns, search, sort by date, paging back to 1 on entry. */
import { apiGet } from './support/api';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { ListPage } from './support/pages';

const COLUMNS = ['S No.', 'Name', 'Title', 'Date', 'Agenda', 'Details', 'Location', 'Link', 'Created At'];

test('search events and sort them by date', async ({ adminPage: page, token, request, consoleErrors }) => {
  const list = new ListPage(page);
  await list.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'List of Events' })).toBeVisible();
  // The selection column (for Activate / Deactivate) comes first.
  expect((await list.columnHeaders()).slice(0, COLUMNS.length + 1)).toEqual(['', ...COLUMNS]);

  // The kind of the newest demo event ("Plot Mela", "Vastu Workshop", ...) names several events.
  const { results } = await apiGet<{ results: { name: string }[] }>(request, token, 'event/list', { pageNo: 1, pageSize: 1, statusFilter: 1 });
  const kind = results[0].name.split(' ').slice(0, 2).join(' ');
  await list.search(kind);
  // react-admin debounces the search: wait until every row shown is a match.
  const matches = async () => (await list.rows().allInnerTexts()).every((row) => row.replace(/\s+/g, ' ').toLowerCase().includes(kind.toLowerCase()));
  await expect.poll(matches).toBe(true);

  const dates = async () => list.rows().locator('td:nth-child(5)').allInnerTexts();
  await list.sortBy(/date/i);
  await expect.poll(async () => isSorted(await dates(), 'asc')).toBe(true);
  await list.sortBy(/date/i);
  await expect.poll(async () => isSorted(await dates(), 'desc')).toBe(true);
  expect((await dates()).every((d) => d === 'NA' || /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/.test(d))).toBe(true);
  expect(await list.rows().locator('td:nth-child(2)').first().innerText()).toBe('1');
  expect(consoleErrors).toEqual([]);
});

test('the events list starts again at page 1 on entry', async ({ adminPage: page }) => {
  const list = new ListPage(page);
  await list.goto('/events');
  const next = page.getByRole('button', { name: 'Go to page 2' });
  // The demo data holds 150 events, so a second page always exists.
  await next.click();
  await expect(list.rows().locator('td:nth-child(2)').first()).toHaveText('11');
  // The wide table scrolls inside its card, not the page under the side menu.
  // (a few pixels of the layout's own overflow are not this list's: it used to be hundreds)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThan(16);
  // Leave for Support and come back before Support's code has arrived: the router keeps showing the Events list
  // meanwhile, and the way back must still be a new entry.
  const releaseSupport = await holdRequests(page, /\/assets\/SupportList-[^/]*\.js$/);
  await page.getByRole('menuitem', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support/);
  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  releaseSupport();
  await expect(list.rows().locator('td:nth-child(2)').first()).toHaveText('1');
});

function isSorted(values: string[], order: 'asc' | 'desc') {
  const dated = values.filter((v) => v !== 'NA');
  if (dated.length < 2) return true;
  return dated.every((v, i) => i === 0 || (order === 'asc' ? dated[i - 1] <= v : dated[i - 1] >= v));
}
