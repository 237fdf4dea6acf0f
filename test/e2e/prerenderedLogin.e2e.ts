/**
 * The login form is in index.html itself (prerendered at build time): a signed-out visitor sees it before any
 * JavaScript has arrived, what they type meanwhile is kept when React takes the form over, and the sign-in
 * button waits for that moment. Anyone who would get another page never sees it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './support/pages';
import { ADMIN } from './support/credentials';
import { holdRequests } from './support/hold';

/** Holds every script back until `release()`: what the page shows then is the HTML alone. */
const holdScripts = (page: Page) => holdRequests(page, '**/*.js');

test('the form shows from the HTML alone, keeps what was typed and signs in once the app is ready', async ({ page, consoleErrors }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const login = new LoginPage(page);
  await expect(login.email()).toBeVisible();
  await expect(login.submit()).toBeDisabled();
  await login.email().fill(ADMIN.email);
  await login.password().fill(ADMIN.password);

  release();
  await expect(login.submit()).toBeEnabled();
  await expect(login.email()).toHaveValue(ADMIN.email);
  await expect(login.password()).toHaveValue(ADMIN.password);
  await login.submit().click();
  await expect(page).toHaveURL(/\/dashboard\/default/);
  expect(consoleErrors).toEqual([]);
});

test('after signing in on the prerendered form, the app’s forms submit, without a reload', async ({ page }) => {
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.email().fill(ADMIN.email);
  await login.password().fill(ADMIN.password);
  await login.submit().click();
  await expect(page).toHaveURL(/\/dashboard\/default/);
  // In-app navigation only: a reload would render the app afresh, outside the prerendered form's container.
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Review', exact: true }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/review\/create/);
  await page.getByRole('button', { name: 'Save' }).click();
  // The submit reached the form: its rules speak (a prevented submit did nothing at all).
  await expect(page.getByText('Please enter description').first()).toBeVisible();
});

/** How a visitor submits the form before the app is ready: Enter in a field, or a tap on Sign in. */
const earlySubmits: [string, (login: LoginPage) => Promise<void>][] = [
  ['Enter pressed', (login) => login.password().press('Enter')],
  [
    'a tap on Sign in',
    async (login) => {
      // It says it is not ready (it was disabled: a tap did nothing, and was not remembered).
      await expect(login.submit()).toHaveAttribute('aria-disabled', 'true');
      await login.submit().click({ force: true });
    },
  ],
];

for (const [how, submitEarly] of earlySubmits) {
  test(`${how} before the app is ready is not lost: the form signs in once it is`, async ({ page, consoleErrors }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const login = new LoginPage(page);
    await login.email().fill(ADMIN.email);
    await login.password().fill(ADMIN.password);
    await submitEarly(login);
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/dashboard\/default/);
    expect(consoleErrors).toEqual([]);
  });
}

test('a signed-in visitor never sees the prerendered form', async ({ page, token }) => {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  const release = await holdScripts(page);
  await page.goto('/property', { waitUntil: 'commit' });
  await expect(page.locator('#root input[type="password"]')).toBeAttached(); // the HTML has it…
  await expect(page.getByLabel(/email/i)).toBeHidden(); // …hidden before any script ran
  release();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
});

test('a visitor who chose dark mode gets the form from the app, not the light prerendered one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('RaStoreEstateAdmin.theme', '"dark"'));
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root input[type="password"]')).toBeAttached();
  await expect(page.getByLabel(/email/i)).toBeHidden();
  release();
  const login = new LoginPage(page);
  await expect(login.email()).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});
