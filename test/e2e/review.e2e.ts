/** An ad against the real server: refused without link URL and image, accepted with them, found by the type filter. */
import { expect, test } from './support/fixtures';
import { apiGet, apiLogin, createReview } from './support/api';
import { pngFile } from './support/files';
import { AppShell, FormPage, ListPage, toast } from './support/pages';

const stamp = Date.now().toString(36).toUpperCase();
const name = `Festival offer ${stamp}`;

test('create an ad: refused without link and image, accepted with them', async ({ adminPage: page, consoleErrors }) => {
  const form = new FormPage(page);
  await page.goto('/review/form');
  await expect(page).toHaveURL(/\/review\/create$/);

  await form.field('Name').fill(name);
  await form.field('Description').fill('Zero brokerage on every plot booked this month.');
  await page.getByRole('radio', { name: 'Ad' }).check();
  await expect(page.getByText('An ad needs a link URL and an image.')).toBeVisible();
  await form.save();
  await form.expectError('Please enter link url');
  await form.expectError('Please upload image');
  await expect(page).toHaveURL(/\/review\/create$/);

  // Typed without its scheme, the link is completed when the field is left; what is no web address is refused.
  await form.field('Link URL').fill('example.com/offer');
  await form.field('Link URL').blur();
  await expect(form.field('Link URL')).toHaveValue('https://example.com/offer');
  await form.field('Link URL').fill('offer page');
  await form.save();
  await form.expectError('Please enter a valid http(s) link');

  await form.field('Link URL').fill('https://example.com/offer');
  await page.getByRole('group', { name: 'Image' }).getByLabel('Choose image').setInputFiles(pngFile('offer.png', [200, 40, 90]));
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('img')).toBeVisible();
  await form.save();

  await expect(page).toHaveURL(/\/review(\?.*)?$/);
  // Save went away with the form: the focus is on the list's heading, not lost at the top of the document.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const list = new ListPage(page);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Ad', exact: true }).click();
  await list.search(name);
  const row = list.rowContaining(name);
  await expect(row).toBeVisible();
  await expect(row.getByText('Ad', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name })).toHaveJSProperty('complete', true);

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Review', exact: true }).click();
  await expect(list.rowContaining(name)).toHaveCount(0);

  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('a menu click while a save runs waits for the save, then goes where it was asked to go', async ({ adminPage: page, request, token }) => {
  const review = await createReview(request, token, `Saved on the way out ${stamp}`);
  const form = new FormPage(page);
  await page.goto(`/review/${review._id}`);
  await form.field('Description').fill('Rewritten before leaving');
  let releaseSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/api/v1/review/**', async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await form.save();
  await page.getByRole('menuitem', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${review._id}$`));
  releaseSave();
  await expect(toast(page, 'Review updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/blog(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  expect(questions).toEqual([]);
  const stored = await apiGet<{ description: string }>(request, token, `review/admin/get/${review._id}`);
  expect(stored.description).toBe('Rewritten before leaving');
});

test('a logout while a save runs waits for the save, asks nothing, then signs out with the change stored', async ({ adminPage: page, request, token }) => {
  const review = await createReview(request, token, `Saved before logout ${stamp}`);
  const form = new FormPage(page);
  await page.goto(`/review/${review._id}`);
  await form.field('Description').fill('Rewritten before signing out');
  let releaseSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/api/v1/review/**', async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await form.save();
  await new AppShell(page).logout();
  releaseSave();
  await expect(page).toHaveURL(/\/login/);
  expect(questions).toEqual([]);
  // The page's session (this token) has ended: another one reads what was stored.
  const stored = await apiGet<{ description: string }>(request, await apiLogin(request), `review/admin/get/${review._id}`);
  expect(stored.description).toBe('Rewritten before signing out');
});

test('Back pressed while a save runs: saved, the browser is back where it was, and Back again leaves the history as it was', async ({ adminPage: page, request, token }) => {
  const review = await createReview(request, token, `Saved on Back ${stamp}`);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await page.goto(`/review/${review._id}`);
  const form = new FormPage(page);
  await form.field('Description').fill('Rewritten before going back');
  let releaseSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/api/v1/review/**', async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  await form.save();
  await page.goBack();
  releaseSave();
  await expect(page).toHaveURL(/\/blog(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  // One step further back is the page before the blog list, not the review's form again.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/review/${review._id}$`));
});
