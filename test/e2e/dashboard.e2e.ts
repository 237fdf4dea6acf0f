/**
 * Dashboard and analytics against the demo data: the figures, the period filter's requests, the charts in both
 * modes and the four languages, and no serious accessibility violations in the page content.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PAGE_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 240_000 });

const CARDS = ['Plots for sale', 'Total income', 'Pending orders', 'Completed orders'];

/**
 * Axe on this page's own parts. Colour contrast is left to the theme's check: the shell's primary blue
 * (#1e88e5) is below 4.5:1 under white and on white, which is the theme's to fix, not these views'.
 */
async function seriousViolationsIn(page: Page, selectors: string[]) {
  const builder = new AxeBuilder({ page }).disableRules(['color-contrast']);
  for (const selector of selectors) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

async function chooseLanguage(page: Page, current: RegExp, next: RegExp) {
  await page.getByRole('button', { name: current }).first().click();
  await page.getByRole('menuitemradio', { name: next }).click();
}

test('the dashboard shows the demo figures and asks for the chosen period', async ({ adminPage: page, consoleErrors }) => {
  await page.goto('/dashboard/default');
  for (const name of CARDS) await expect(page.getByRole('region', { name })).toContainText(/\d/, PAGE_LOAD);
  // Rupees in Indian digit grouping (₹44,47,800), paise only when there are any.
  await expect(page.getByRole('region', { name: 'Total income' })).toContainText(/₹(?:\d{1,2},(?:\d\d,)*)?\d{1,3}(?:\.\d\d)?(?!\d)/);

  const period = page.getByRole('group', { name: 'Period' });
  const week = page.waitForResponse((r) => r.url().includes('admin/dashboard/dashboard') && r.url().includes('dateFilter=7'));
  await period.getByRole('button', { name: 'Week' }).click();
  expect((await week).status()).toBe(200);
  await expect(period.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  // A period with a previous one to compare: each card shows a percentage or the "—" of a zero previous period.
  for (const name of CARDS) await expect(page.getByRole('region', { name })).toContainText(/%|—/);

  // The embedded list holds pending orders only.
  const table = page.getByRole('table').first();
  await expect(table.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Completed', { exact: true })).toHaveCount(0);

  expect(await seriousViolationsIn(page, ['section[aria-labelledby^="stat-"]', '[role="group"][aria-label="Period"]'])).toEqual([]);

  // A count opens the records it counts: as many rows as the card says.
  const completed = page.getByRole('region', { name: 'Completed orders' });
  const count = Number((await completed.getByTestId('stat-value').textContent())!.replace(/\D/g, ''));
  await completed.getByRole('link', { name: 'Show these orders' }).click();
  await expect(page).toHaveURL(/\/service-order\?/);
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Completed');
  if (count === 0) await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
  else await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('analytics draws the figures per period and the status split, in light and dark mode', async ({ adminPage: page, consoleErrors }) => {
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible(PAGE_LOAD);
  for (const caption of ['Income', 'Plots for sale: current vs previous period', 'Pending orders: current vs previous period', 'Completed orders: current vs previous period', 'Order status']) {
    const figure = page.getByRole('figure', { name: caption });
    await expect(figure).toBeVisible(PAGE_LOAD);
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  const split = page.getByRole('table', { name: 'Order status' });
  await expect(split.getByRole('rowheader', { name: 'Failed' })).toBeAttached();

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /light\/dark/i }).click();
  await expect.poll(background).not.toBe(light);
  await expect(page.getByRole('figure', { name: 'Order status' }).locator('svg').first()).toBeVisible();
  expect(await seriousViolationsIn(page, ['figure'])).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('dashboard and analytics speak the four languages', async ({ adminPage: page }) => {
  await page.goto('/dashboard/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(PAGE_LOAD);
  const steps: { from: RegExp; to: RegExp; dashboard: string; card: string; analytics: string }[] = [
    { from: /english/i, to: /français/i, dashboard: 'Tableau de bord', card: 'Commandes en attente', analytics: 'Analyses' },
    { from: /français/i, to: /română/i, dashboard: 'Panou de control', card: 'Comenzi în așteptare', analytics: 'Analize' },
    { from: /română/i, to: /中文/, dashboard: '仪表板', card: '待处理订单', analytics: '分析' },
  ];
  for (const step of steps) {
    await page.goto('/dashboard/default');
    await chooseLanguage(page, step.from, step.to);
    await expect(page.getByRole('heading', { name: step.dashboard, level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('region', { name: step.card })).toContainText(/\d/, PAGE_LOAD);
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', { name: step.analytics, level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('figure').first().locator('svg').first()).toBeVisible(PAGE_LOAD);
  }
  await chooseLanguage(page, /中文/, /english/i);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible(PAGE_LOAD);
});
