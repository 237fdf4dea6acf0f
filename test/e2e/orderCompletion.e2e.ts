/**
 * Closing a service order against the real server (DEV_OUTBOX=1): generate the OTP, read it from the dev outbox,
 * upload two images, submit; the order reads Completed and the dashboard counts one pending order less.
 * Each test takes its own pending order from the demo data (6 exist on a fresh DATA_DIR).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, latestOtp } from './support/api';
import { expect, test } from './support/fixtures';
import { pngFile } from './support/files';
import { ListPage } from './support/pages';

type Order = { _id: string; orderNo: string; status: string };

// The machine running these is shared and slow: a first page load can take tens of seconds.
const PAGE_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

async function pageToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token in the page');
  return token;
}

async function pendingOrder(request: APIRequestContext, token: string): Promise<Order> {
  const data = await apiGet<{ results: Order[] }>(request, token, 'order/admin/list', { status: 'Pending', pageNo: 1, pageSize: 10 });
  if (!data.results.length) throw new Error('no pending order left in the demo data');
  return data.results[0];
}

async function orderStatusOf(request: APIRequestContext, token: string, id: string) {
  return (await apiGet<Order>(request, token, `order/admin/get/${id}`)).status;
}

/** The figure of a dashboard card, e.g. "Pending orders". */
async function cardFigure(page: Page, name: string) {
  // The card's big number (its name and what it counts are above it).
  const value = page.getByRole('region', { name }).getByTestId('stat-value');
  await expect(value).toHaveText(/^[\d,]+$/, PAGE_LOAD);
  return Number((await value.innerText()).replace(/,/g, ''));
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(PAGE_LOAD);
  return cardFigure(page, 'Pending orders');
}

async function openOrderList(page: Page) {
  await page.goto('/service-order');
  await expect(new ListPage(page).rows().first()).toBeVisible(PAGE_LOAD);
}

async function generateOtpFor(page: Page, orderNo: string) {
  const list = new ListPage(page);
  await list.search(orderNo);
  const row = list.rowContaining(orderNo);
  // From the keyboard, as the focus checks after the modal closes assume.
  await row.getByRole('button', { name: /Generate OTP/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Update Order/ });
  await expect(dialog.getByText('Upload Image to Close the Order')).toBeVisible(PAGE_LOAD);
  return { row, dialog };
}

async function uploadTwoImages(dialog: Locator) {
  await dialog.getByLabel('Add images').setInputFiles([pngFile('site-before.png', [200, 80, 40]), pngFile('site-after.png', [40, 120, 200])]);
  await expect(dialog.getByRole('button', { name: 'Remove site-before.png' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove site-after.png' })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
}

async function typeOtp(page: Page, dialog: Locator, otp: string) {
  await dialog.getByRole('textbox', { name: 'OTP digit 1 of 4' }).click();
  await page.keyboard.type(otp);
}

test('Generate OTP → outbox OTP → 2 images → Submit completes the order and the dashboard counts one pending less', async ({
  adminPage: page,
  request,
}) => {
  const pendingBefore = await openDashboard(page);
  const token = await pageToken(page);
  const order = await pendingOrder(request, token);

  await openOrderList(page);
  const { row, dialog } = await generateOtpFor(page, order.orderNo);
  const otp = await latestOtp(request, token, order._id);
  await uploadTwoImages(dialog);
  await typeOtp(page, dialog, otp);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Order completed successfully')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Generate OTP/ })).toHaveCount(0);
  // The focus is back in the row, on what is left to do with the order (its button is gone).
  await expect(row.getByRole('link', { name: `Details of order ${order.orderNo}` })).toBeFocused();
  expect(await orderStatusOf(request, token, order._id)).toBe('Completed');

  expect(await openDashboard(page)).toBe(pendingBefore - 1);

  // The details page shows the completion: submission type and the two stored images.
  await page.goto(`/service-order/details?id=${order._id}`);
  await expect(page.getByText(order.orderNo).first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Submit', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`Completion image \\d of order ${order.orderNo}`) })).toHaveCount(2);
});

test('from the dashboard: Admin Otp + Force Submit completes a pending order and the pending card drops by one', async ({
  adminPage: page,
  request,
}) => {
  const pendingBefore = await openDashboard(page);
  const token = await pageToken(page);
  const order = await pendingOrder(request, token);

  // The dashboard's embedded list shows only pending orders, with the same OTP flow.
  const { dialog } = await generateOtpFor(page, order.orderNo);
  const userOtp = await latestOtp(request, token, order._id);
  await dialog.getByRole('button', { name: 'Admin Otp' }).click();
  await expect(page.getByText('OTP sent to you')).toBeVisible();
  const adminOtp = await latestOtp(request, token, order._id);
  expect(adminOtp).not.toBe('');
  await uploadTwoImages(dialog);
  await typeOtp(page, dialog, adminOtp);
  await dialog.getByRole('button', { name: 'Force Submit' }).click();

  await expect(dialog).toBeHidden();
  await expect.poll(() => cardFigure(page, 'Pending orders')).toBe(pendingBefore - 1);
  await expect(page.getByRole('table').first().getByText(order.orderNo)).toHaveCount(0);
  // The completed order left the pending list, which the search had narrowed to it: the keyboard is on the search
  // box, not lost to the page.
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  expect(await orderStatusOf(request, token, order._id)).toBe('Completed');
  expect(userOtp).toMatch(/^\d{4}$/);
});

test('a wrong OTP shows the server error, keeps the modal as it was and completes nothing', async ({ adminPage: page, request }) => {
  await openOrderList(page);
  const token = await pageToken(page);
  const order = await pendingOrder(request, token);

  const { dialog } = await generateOtpFor(page, order.orderNo);
  const otp = await latestOtp(request, token, order._id);
  const wrong = otp === '1111' ? '2222' : '1111';
  await uploadTwoImages(dialog);
  await typeOtp(page, dialog, wrong);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

  // Shown twice: in the toast (outside the modal, so out of the accessibility tree while it is open) and under the OTP.
  // Under the boxes and in the toast, with the tries left before the code locks.
  await expect(dialog.getByText('Invalid user OTP (tries left: 4)')).toBeVisible();
  await expect(page.getByText('Invalid user OTP (tries left: 4)')).toHaveCount(2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'OTP digit 4 of 4' })).toHaveValue(wrong[3]);
  await expect(dialog.getByRole('button', { name: 'Remove site-after.png' })).toBeVisible();
  expect(await orderStatusOf(request, token, order._id)).toBe('Pending');

  // Nothing is sent while the OTP is incomplete.
  await dialog.getByRole('textbox', { name: 'OTP digit 4 of 4' }).fill('');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('OTP must be 4 digits')).toBeVisible();
  expect(await orderStatusOf(request, token, order._id)).toBe('Pending');

  // Closed, the modal gives the focus back to the button that opened it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(new ListPage(page).rowContaining(order.orderNo).getByRole('button', { name: /Generate OTP/ })).toBeFocused();
});

test('from the keyboard, Re-generate OTP keeps the focus through its request (every button is disabled meanwhile)', async ({ adminPage: page, request }) => {
  await openOrderList(page);
  const order = await pendingOrder(request, await pageToken(page));
  const { dialog } = await generateOtpFor(page, order.orderNo);
  // Slow enough to see the buttons disabled: the focus fell to the dialog, and a screen reader read it again whole.
  await page.route('**/api/v1/order/admin/re-generate-user-otp/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const regenerate = dialog.getByRole('button', { name: 'Re-generate OTP' });
  await regenerate.focus();
  await page.keyboard.press('Enter');
  await expect(regenerate).toBeDisabled();
  await expect(regenerate).toBeEnabled();
  await expect(regenerate).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'One-time password (4 digits)' })).toHaveAccessibleDescription(/works for 10 minutes and 5 tries/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toast saying the OTP was sent leaves the dialog’s Submit and Force Submit free', async ({ adminPage: page, request }) => {
    await openDashboard(page);
    const order = await pendingOrder(request, await pageToken(page));
    await page.goto(`/service-order/details?id=${order._id}`);
    await page.getByRole('button', { name: /Generate OTP/ }).click(PAGE_LOAD);
    const dialog = page.getByRole('dialog', { name: /Update Order/ });
    // Three photos: the dialog then reaches down to where the toast was.
    await dialog.getByLabel('Add images').setInputFiles([1, 2, 3].map((n) => pngFile(`site-${n}.png`, [40 * n, 80, 40])));
    await expect(dialog.getByRole('button', { name: 'Remove site-3.png' })).toBeVisible();
    await expect(page.getByText('OTP sent to the customer')).toBeVisible();
    for (const name of ['Submit', 'Force Submit']) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      const there = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, [button.x + button.width / 2, button.y + button.height / 2]);
      expect(there).toBe(name);
    }
  });
});

test.describe('on a phone with its keyboard up', () => {
  test.use({ viewport: { width: 390, height: 500 } });

  test('the dialog’s Close takes a tap while the toast saying the OTP was sent lies over it', async ({ adminPage: page, request }) => {
    await openDashboard(page);
    const order = await pendingOrder(request, await pageToken(page));
    await page.goto(`/service-order/details?id=${order._id}`);
    await page.getByRole('button', { name: /Generate OTP/ }).click(PAGE_LOAD);
    const dialog = page.getByRole('dialog', { name: /Update Order/ });
    // Two photos: the dialog grows, and its title comes down to where the toast is.
    await dialog.getByLabel('Add images').setInputFiles([1, 2].map((n) => pngFile(`site-${n}.png`, [40 * n, 80, 40])));
    await expect(dialog.getByRole('button', { name: 'Remove site-2.png' })).toBeVisible();
    await expect(page.getByText('OTP sent to the customer')).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    const box = (await close.boundingBox())!;
    const toast = (await page.getByText('OTP sent to the customer').boundingBox())!;
    expect(toast.y, 'the toast lies over the Close button').toBeLessThan(box.y + box.height * 0.85);
    // What a tap on the button's lower part, under the toast, reaches.
    const at = { x: box.width / 2, y: box.height * 0.85 };
    const tapped = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, [box.x + at.x, box.y + at.y]);
    expect(tapped).toBe('Close');
    await close.click({ position: at, timeout: 5_000 });
    await expect(dialog).toBeHidden();
  });
});
