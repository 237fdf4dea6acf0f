/**
 * Two tabs on one review (the audit's lost update): tab A saves a new name; tab B, opened before that save, then
 * saves a new description from the record it loaded. B's save is refused with the conflict message, B's typed text
 * stays in its form, and the server keeps A's name.
 */
import { expect, test } from './support/fixtures';
import { apiGet, createReview, type StoredReview } from './support/api';
import { FormPage, toast } from './support/pages';

const stamp = Date.now().toString(36).toUpperCase();
const CONFLICT = 'Someone else changed this record after you opened it, so it was not saved. Your entries are still in the form: press "Get their changes" beside Save (or Refresh in the top bar) to take their changes while keeping yours, then save again.';

test('a save from a form opened before another tab saved is refused, keeping what was typed', async ({ adminPage: tabA, context, request, token, consoleErrors }) => {
  const review = await createReview(request, token, `Two tabs ${stamp}`);
  const tabB = await context.newPage();
  const errorsB: string[] = [];
  tabB.on('console', (msg) => {
    if (msg.type() === 'error') errorsB.push(msg.text());
  });
  const formA = new FormPage(tabA);
  const formB = new FormPage(tabB);
  for (const page of [tabA, tabB]) {
    await page.goto(`/review/${review._id}`);
    await expect(new FormPage(page).field('Name')).toHaveValue(review.name);
  }

  await formA.field('Name').fill(`Renamed in tab A ${stamp}`);
  await formA.save();
  await expect(toast(tabA, 'Review updated successfully')).toBeVisible();
  await expect(tabA).toHaveURL(/\/review(\?.*)?$/);

  await formB.field('Description').fill('Rewritten in tab B');
  const answered = tabB.waitForResponse((r) => r.url().includes(`/review/admin/update/${review._id}`));
  await formB.save();
  expect((await answered).status()).toBe(409);
  await expect(toast(tabB, CONFLICT)).toBeVisible();
  // Once: react-admin's own notice of the failed save is the same text, dropped as already shown.
  await expect(tabB.getByRole('alert').filter({ hasText: CONFLICT })).toHaveCount(1);
  await expect(toast(tabB, 'Review updated successfully')).toHaveCount(0);
  // Still on the form, with what was typed.
  await expect(tabB).toHaveURL(new RegExp(`/review/${review._id}$`));
  await expect(formB.field('Description')).toHaveValue('Rewritten in tab B');
  await expect(formB.saveButton()).toBeEnabled();

  const stored = await apiGet<StoredReview>(request, token, `review/admin/get/${review._id}`);
  expect(stored).toMatchObject({ name: `Renamed in tab A ${stamp}`, description: 'As first written' });
  expect(stored.updatedAt).not.toBe(review.updatedAt);

  // Beside Save, their changes in one click (the top bar's Refresh was scrolled out of view): tab A's name comes in,
  // tab B's description stays, and the next save stores both.
  await tabB.getByRole('button', { name: 'Get their changes' }).click();
  await expect(formB.field('Name')).toHaveValue(`Renamed in tab A ${stamp}`);
  await expect(formB.field('Description')).toHaveValue('Rewritten in tab B');
  await expect(tabB.getByRole('button', { name: 'Get their changes' })).toHaveCount(0);
  await formB.save();
  await expect(toast(tabB, 'Review updated successfully')).toBeVisible();
  expect(await apiGet<StoredReview>(request, token, `review/admin/get/${review._id}`)).toMatchObject({
    name: `Renamed in tab A ${stamp}`,
    description: 'Rewritten in tab B',
  });

  const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));
  expect(unexpected(consoleErrors)).toEqual([]);
  expect(unexpected(errorsB)).toEqual([]);
  await tabB.close();
});

test('a form that gets a newer copy of its record (Refresh) keeps what was typed and saves it over the newer copy', async ({ adminPage: page, request, token }) => {
  const review = await createReview(request, token, `Refetched ${stamp}`);
  const form = new FormPage(page);
  await page.goto(`/review/${review._id}`);
  await expect(form.field('Name')).toHaveValue(review.name);
  await form.field('Description').fill('Rewritten here');

  // Another admin renames it meanwhile.
  const renamed = await request.put(`/api/v1/review/admin/update/${review._id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Renamed elsewhere ${stamp}`, description: 'As first written', reviewType: 1, linkUrl: '', image: '', isActive: true },
  });
  expect(renamed.status()).toBe(200);

  // The app bar's Refresh fetches the record again (react-admin resets the form to it).
  const refetched = page.waitForResponse((r) => r.url().includes(`/review/admin/get/${review._id}`));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await refetched;
  await expect(form.field('Name')).toHaveValue(`Renamed elsewhere ${stamp}`);
  await expect(form.field('Description')).toHaveValue('Rewritten here');

  await form.save();
  await expect(toast(page, 'Review updated successfully')).toBeVisible();
  const stored = await apiGet<StoredReview>(request, token, `review/admin/get/${review._id}`);
  expect(stored).toMatchObject({ name: `Renamed elsewhere ${stamp}`, description: 'Rewritten here' });
});

test('a status switch from a list older than another tab’s toggle is refused, not flipped back, and the row shows the new state', async ({ adminPage: page, request, token }) => {
  const name = `Switched elsewhere ${stamp}`;
  const review = await createReview(request, token, name, 'On the list, active');
  await page.goto(`/review?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('switch')).toBeChecked();
  // Another tab switches it off.
  const elsewhere = await request.patch(`/api/v1/review/admin/status/update/${review._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(elsewhere.status()).toBe(200);

  const answered = page.waitForResponse((r) => r.url().includes(`/review/admin/status/update/${review._id}`));
  await row.getByRole('switch').click();
  expect((await answered).status()).toBe(409);
  await expect(toast(page, 'This record changed since the list was loaded, so its status was not changed. The list now shows its current state.')).toBeVisible();
  await expect(row.getByRole('switch')).not.toBeChecked();
  expect((await apiGet<{ isActive: boolean }>(request, token, `review/admin/get/${review._id}`)).isActive).toBe(false);
});
