/** The public contact form against the real server, and the request it creates in the Support list. */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { ListPage } from './support/pages';
import { BUSINESS_TIME_ZONE } from '../../src/shared/api';

const stamp = Date.now().toString(36).toUpperCase();
const subject = `Site visit request ${stamp}`;

test('submit the public contact form and find the request in Support', async ({ browser, adminPage: page, consoleErrors }) => {
  // A visitor: no token, no login.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact-us');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText('Enter Your Name')).toBeVisible();

  await visitor.getByLabel(/^Name/).fill('Srinivas Goud');
  await visitor.getByLabel(/^Email/).fill('srinivas@example.com');
  await visitor.getByLabel(/^Phone/).fill('+91 98490 11223');
  await visitor.getByLabel(/^Subject/).fill(subject);
  await visitor.getByLabel(/^Message/).fill('Please arrange a visit to the Kokapet venture on Sunday morning.');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect(visitor.getByLabel(/^Subject/)).toHaveValue('');
  await expect(visitor).toHaveURL(/\/contact-us$/);
  await visitor.close();

  const list = new ListPage(page);
  await list.goto('/support');
  await list.search(stamp);
  const row = list.rowContaining(subject);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Write to srinivas@example.com' })).toHaveAttribute('href', 'mailto:srinivas@example.com');

  // A date that does not exist is refused as such, not as a missing one.
  await page.getByRole('textbox', { name: 'Start date' }).click();
  const months = page.getByRole('spinbutton', { name: 'Month' });
  await expect(months).toHaveCount(2);
  await months.nth(0).click();
  await page.keyboard.type('02292027');
  await months.nth(1).click();
  await page.keyboard.type('03012027');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This date is incomplete or does not exist: enter it as MM/DD/YYYY' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  // The days a request came in (India's calendar, as the server files it): not in 2024, found today.
  const today = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date());
  await list.dateRange('01/01/2024', '12/31/2024');
  await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
  // The empty list's own way out drops the dates too, and the fields no longer show them.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(list.rows().first()).toBeVisible();
  // The pressed button is gone with the filters: the search box has the focus, not the page.
  await expect(list.searchBox()).toBeFocused();
  await expect(page.getByRole('spinbutton', { name: 'Year' }).first()).toHaveText('YYYY');
  await list.search(stamp);
  await list.dateRange(today, today);
  await expect(list.rowContaining(subject)).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).not.toHaveURL(/startDate/);
  await expect(list.rowContaining(subject)).toBeVisible();
  const status = row.getByRole('combobox', { name: 'Status of Srinivas Goud' });
  await expect(status).toHaveText('Open');

  await status.click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await expect(status).toHaveText('Closed');
  await expect(status).toBeFocused();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Open', exact: true }).click();
  await expect(list.rowContaining(subject)).toHaveCount(0);

  // The Closed requests matching the search, as CSV: what the list shows, in a file.
  await page.getByRole('combobox', { name: 'Status Open', exact: true }).click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await expect(list.rowContaining(subject)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (1 row)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^support-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  const [header, row1, ...rest] = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(header).toBe('Name,Phone,Email,Subject,Message,Created at,Status');
  expect(row1).toMatch(new RegExp(`^Srinivas Goud,\\+91 98490 11223,srinivas@example.com,${subject},Please arrange a visit to the Kokapet venture on Sunday morning\\.,\\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2},Closed$`));
  expect(rest).toEqual([]);
  await expect(page.getByText('Exported 1 row', { exact: true })).toBeVisible();
  // The button kept the focus through the export (a keyboard user goes on from it).
  await expect(page.getByRole('button', { name: 'Export CSV (1 row)' })).toBeFocused();

  // Selected rows take one status at once; the bar that offers it is in view (it was clipped by the card).
  await list.rowContaining(subject).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('Status set to Pending for 1 row')).toBeVisible();
  await expect(list.rowContaining(subject)).toHaveCount(0); // the Closed filter no longer matches it
  // No row left to put the focus on: the search box has it, not the page.
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('a lead set to Closed in the list of Open leads leaves the keyboard on the next lead’s status, not on the page', async ({ adminPage: page }) => {
  await page.goto(`/property-leads?filter=${encodeURIComponent('{"statusFilter":1}')}`);
  const first = page.getByRole('row').nth(1);
  const select = first.getByRole('combobox', { name: /^Status of / });
  await expect(select).toHaveText('Open');
  const name = (await first.getByRole('cell').nth(1).textContent())!.trim();
  await select.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Closed', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^Status of /);
  await expect(focused).not.toHaveAccessibleName(`Status of ${name}`);
  await expect(focused).toHaveText('Open');
});

test.describe('in a browser on another clock than India’s', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a lead’s time says IST, and the reader’s own time shows to the keyboard as to the mouse', async ({ adminPage: page }) => {
    await page.goto('/property-leads');
    const time = page.locator('tbody tr').first().getByText(/ IST$/);
    await expect(time).toBeVisible();
    const tooltip = page.getByRole('tooltip').filter({ hasText: /^Your time: .* P[SD]T$/ });
    await time.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // Tab from the page's search box until the time has the focus.
    await page.getByRole('textbox', { name: /search/i }).first().focus();
    for (let i = 0; i < 30 && !(await time.evaluate((el) => el.closest('[tabindex="0"]') === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
  });
});
