/**
 * `test` with an `adminPage`: a page whose localStorage already holds a token from a real API login, so
 * flows start at their own screen instead of typing credentials each time (login itself has its own spec).
 * The e2e server is shared by every spec file in a run: create your own records and do not assert global counts
 * that another spec may change, except within one test. Every `page` fails its test on a Content-Security-Policy
 * violation.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { apiLogin } from './api';

type Fixtures = { token: string; adminPage: Page; consoleErrors: string[] };

export const test = base.extend<Fixtures>({
  // Every page of every spec runs under the server's Content-Security-Policy: anything it blocks (an inline script
  // the policy does not know, a style, a picture's host) fails the test that met it.
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) blocked.push(msg.text());
    });
    await use(page);
    expect(blocked, 'blocked by the Content-Security-Policy').toEqual([]);
  },
  token: async ({ request }, use) => {
    await use(await apiLogin(request));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  adminPage: async ({ page, token }, use) => {
    await page.goto('/login');
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('role', 'admin');
    }, token);
    await use(page);
  },
});

export { expect };
