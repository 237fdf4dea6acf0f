/** An ad against the real server: refused without link URL and image, accepted with them, found by the type filter. */
import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * A saved review's form with its description changed and Save pressed, the save's request held until `releaseSave`;
 * the page's questions (window.confirm) are noted and refused. The form is opened within the admin already loaded
 * (react-router follows popstate), so that Back stays in the page.
 */
async function savingReview(page: Page, request: APIRequestContext, token: string, name: string, description: string) {
  const review = await createReview(request, token, name);
  const form = new FormPage(page);
  if (!page.url().includes('/blog')) await page.goto('/blog');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/review/${review._id}`);
  await form.field('Description').fill(description);
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
  return { review, releaseSave, questions };
}

test('a menu click while a save runs waits for the save, then goes where it was asked to go', async ({ adminPage: page, request, token }) => {
  const { review, releaseSave, questions } = await savingReview(page, request, token, `Saved on the way out ${stamp}`, 'Rewritten before leaving');
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
  const { review, releaseSave, questions } = await savingReview(page, request, token, `Saved before logout ${stamp}`, 'Rewritten before signing out');
  await new AppShell(page).logout();
  releaseSave();
  await expect(page).toHaveURL(/\/login/);
  expect(questions).toEqual([]);
  // The page's session (this token) has ended: another one reads what was stored.
  const stored = await apiGet<{ description: string }>(request, await apiLogin(request), `review/admin/get/${review._id}`);
  expect(stored.description).toBe('Rewritten before signing out');
});
