/**
 * The screens an administrator spends the day on pass axe-core without a serious or critical finding: every rule
 * in the light theme; in the dark theme, colour contrast where status colours show (chips, the red Delete button
 * on a form's toolbar). The login page has its own check in session.e2e.ts.
 */
import { apiGet, apiPost } from './support/api';
import { seriousViolations } from './support/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { FormPage, ListPage, setPreference } from './support/pages';

const audits = [
  { theme: 'light', rules: undefined, screens: ['/dashboard/default', '/property', 'property form', '/service-order', '/plot-to-buy', '/property/excel-list', '/blog/create'] },
  { theme: 'dark', rules: ['color-contrast'], screens: ['property form', '/service-order', '/plot-to-buy'] },
] as const;

for (const { theme, rules, screens } of audits) {
  test(`lists and forms have no serious accessibility violations, ${theme} theme${rules ? ` (${rules.join(', ')})` : ''}`, async ({ adminPage: page, request, token }) => {
    const [property] = (await apiGet<{ results: { _id: string }[] }>(request, token, 'admin/property/list', { pageNo: 1, pageSize: 1 })).results;
    await setPreference(page, 'theme', theme);
    const found: string[] = [];
    for (const screen of screens) {
      const path = screen === 'property form' ? `/property/${property._id}` : screen;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page, rules ? [...rules] : undefined)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('lists with their cards and the folded filters, opened and not, have no serious accessibility violations', async ({ adminPage: page }) => {
    const found: string[] = [];
    for (const path of ['/property', '/service-order', '/plot-to-buy', '/property-leads']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('textbox', { name: 'Start date' })).toBeVisible();
    found.push(...(await seriousViolations(page)).map((line) => `filters opened: ${line}`));
    expect(found).toEqual([]);
  });
});

test('keyboard focus shows a ring, and a delete’s confirmation starts on Cancel', async ({ adminPage: page }) => {
  await page.goto('/blog');
  const firstRow = page.locator('tbody tr').first();
  const title = await firstRow.locator('td').nth(1).innerText();
  await firstRow.getByRole('link', { name: 'Edit' }).focus();
  await page.keyboard.press('Tab');
  const deleteButton = firstRow.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeFocused();
  const ringOf = (el: Element) => {
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  };
  expect(await deleteButton.evaluate(ringOf)).toBe('solid 2px');

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  expect(await cancel.evaluate(ringOf)).toBe('solid 2px');
  // A second Enter answers Cancel: nothing is deleted.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('tbody tr').first().locator('td').nth(1)).toHaveText(title);
  await expect(deleteButton).toBeFocused();
});

/** Two reviews of their own, "<prefix> A/B <stamp>", for a test that changes them; the review list is open on them. */
async function twoReviews(page: Page, request: APIRequestContext, token: string, prefix: string) {
  const stamp = Date.now().toString(36);
  for (const name of [`${prefix} A ${stamp}`, `${prefix} B ${stamp}`]) {
    await apiPost(request, token, 'review/admin/create', { name, description: 'Written by a test, to be changed.', reviewType: 1 });
  }
  const list = new ListPage(page);
  await list.goto('/review');
  await list.search(`${prefix} `);
  return list;
}

test('after deleting a row from the keyboard, the focus is on the Delete of the row that took its place', async ({ adminPage: page, request, token }) => {
  const list = await twoReviews(page, request, token, 'Focus test');
  await expect(list.rows()).toHaveCount(2);
  const firstName = (await list.rows().first().locator('td').nth(2).innerText()).trim();
  await list.rows().first().getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.rows()).toHaveCount(1);
  const remaining = list.rows().first();
  await expect(remaining).not.toContainText(firstName);
  await expect(remaining.getByRole('button', { name: 'Delete' })).toBeFocused();
});

test('a double click on the delete dialog’s button deletes once and opens nothing beneath', async ({ adminPage: page, request, token }) => {
  // A full page of rows (the newest first, ours), so that rows lie under the dialog.
  const name = `Double confirm ${Date.now().toString(36)}`;
  await apiPost(request, token, 'review/admin/create', { name, description: 'Written by a test, to be deleted.', reviewType: 1 });
  const list = new ListPage(page);
  await list.goto('/review');
  await expect(list.rows().first()).toContainText(name);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await list.rows().first().getByRole('button', { name: 'Delete' }).click();
  // A double click as a person makes it: the second click ~200 ms after the first, by then on what lies beneath.
  const box = (await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(200);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(list.rows().first()).not.toContainText(name);
  await page.waitForTimeout(800);
  // Still the list: the second click did not open the row that moved up under the pointer.
  await expect(page).toHaveURL(/\/review(\?.*)?$/);
  expect(deletes).toHaveLength(1);
  await expect(page.getByText(/not found/i)).toHaveCount(0);
});

test('after a bulk Deactivate from the keyboard, the focus is on the first selected row’s checkbox', async ({ adminPage: page, request, token }) => {
  const list = await twoReviews(page, request, token, 'Bulk focus');
  await expect(list.rows()).toHaveCount(2);
  const secondBox = list.rows().nth(1).getByRole('checkbox', { name: 'Select this row' });
  await secondBox.focus();
  await page.keyboard.press('Space');
  const deactivate = page.getByRole('button', { name: 'Deactivate' });
  await deactivate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Deactivated 1 item')).toBeVisible();
  await expect(deactivate).toBeHidden();
  await expect(list.rows().nth(1).getByRole('switch', { name: /^Toggle status: .+, Inactive$/ })).toBeVisible();
  // Not dropped to the page, where the next Tab would start again from the top.
  await expect(secondBox).toBeFocused();
  await expect(secondBox).not.toBeChecked();
});

test('keyboard users can choose files: Enter on the gallery’s and the import’s upload buttons opens the file chooser', async ({ adminPage: page }) => {
  for (const [path, name] of [
    ['/image-upload', 'Upload images'],
    ['/property/excel-list', 'Choose a file (.xlsx or .csv)'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name });
    await expect(button).toBeEnabled();
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
    // Focuses the button (once it is stable) and presses Enter on it: the keyboard's way, with nothing between.
    await button.press('Enter');
    expect((await chooser).isMultiple()).toBe(path === '/image-upload');
  }
});

test('"/" goes to a list’s search box, which shows the shortcut; typed there it is text', async ({ adminPage: page }) => {
  await page.goto('/review');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search' });
  await expect(page.getByTitle('Press / to search')).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('Harika/');
  await expect(search).toHaveValue('Harika/');
});

test('Ctrl+S saves a form from inside a multi-line field', async ({ adminPage: page }) => {
  const name = `Saved by keyboard ${Date.now().toString(36)}`;
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill(name);
  await form.field('Description').fill('Typed, then saved\nwithout the mouse');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/review(\?.*)?$/);
  const list = new ListPage(page);
  await list.search(name);
  await expect(list.rowContaining(name)).toBeVisible();
});

test('the date pickers speak the admin’s language to screen readers and in their calendar (French)', async ({ adminPage: page }) => {
  await setPreference(page, 'locale', 'fr');
  await page.goto('/property');
  await page.getByRole('textbox', { name: 'Date de début' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Mois' })).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: 'Month' })).toHaveCount(0);
  await page.getByRole('button', { name: /Choisir la date/ }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Mois précédent' })).toBeVisible();
});

test('MUI’s own texts follow the admin’s language: a chip input’s Clear button in Romanian', async ({ adminPage: page, request, token }) => {
  const [property] = (await apiGet<{ results: { _id: string }[] }>(request, token, 'admin/property/list', { pageNo: 1, pageSize: 1 })).results;
  await setPreference(page, 'locale', 'ro');
  await page.goto(`/property/${property._id}`);
  // The chip inputs (amenities, highlights…) sit on several tabs of the form: attached, not all visible.
  await expect(page.locator('.MuiAutocomplete-root button[aria-label="Șterge"]').first()).toBeAttached();
  await expect(page.locator('.MuiAutocomplete-root button[aria-label="Clear"]')).toHaveCount(0);
});

test('required fields are required for screen readers too, not only by the hidden asterisk; optional ones are not', async ({ adminPage: page }) => {
  await page.goto('/property/create');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('textbox', { name: 'Price per sq ft (₹)' })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('textbox', { name: 'Property no' })).not.toHaveAttribute('aria-required');
  // Another form, whose labels come with it.
  await page.goto('/services/create');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('textbox', { name: 'Title (Telugu)' })).not.toHaveAttribute('aria-required');
});

test('the app bar stays in view on a scrolled page, its controls in the Tab order, and the theme toggle says which mode is on', async ({ adminPage: page }) => {
  await page.goto('/blog/create');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const banner = page.getByRole('banner');
  const language = banner.getByRole('button', { name: 'Language' });
  await expect(language).toBeInViewport();
  // From the skip link, forward: the bar's controls come before the menu, scrolled or not.
  await page.getByRole('button', { name: 'Skip to content' }).focus();
  for (let i = 0; i < 6 && !(await language.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(language).toBeFocused();
  await page.keyboard.press('Tab');
  const toggle = banner.getByRole('button', { name: 'Toggle light/dark mode' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
});

test('"Skip to content" puts the focus on the page’s heading, and Tab goes on from there', async ({ adminPage: page }) => {
  await page.goto('/property');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.getElementById('main-content')?.contains(document.activeElement)))).toBe(true);
});

test('the app bar’s loading spinner is named while a list loads', async ({ adminPage: page }) => {
  await page.goto('/services');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.route('**/api/v1/admin/service/list**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('banner').getByRole('progressbar', { name: 'Loading' })).toBeVisible();
});

test('asked for less motion, buttons and menus do not animate, but the loading spinner still turns', async ({ adminPage: page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const seconds = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part)));
  const refresh = page.getByRole('button', { name: 'Refresh' });
  expect(seconds(await refresh.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
  await page.route('**/api/v1/admin/service/list**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await refresh.click();
  const spinner = page.getByRole('banner').getByRole('progressbar', { name: 'Loading' });
  await expect(spinner).toBeVisible();
  expect(seconds(await spinner.evaluate((el) => getComputedStyle(el).animationDuration))).toBeGreaterThan(0.5);
  await expect(spinner).toBeHidden();

  // A menu kept mounted while closed (react-admin's Columns) still takes the focus, and Escape still closes it.
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.click();
  const popover = page.locator('.MuiPopover-paper').filter({ has: page.getByRole('textbox') });
  await expect(popover).toBeVisible();
  await expect(page.locator(':focus')).not.toHaveAccessibleName('Columns');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(columns).toBeFocused();
});

test('a page’s first heading is its h1: the app bar’s title and the login’s brand are no headings', async ({ adminPage: page, browser }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading').first().evaluate((el) => el.tagName)).toBe('H1');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await visitor.getByRole('heading').first().evaluate((el) => el.tagName)).toBe('H1');
  await visitor.close();
});
