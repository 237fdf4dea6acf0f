/**
 * The screens an administrator spends the day on pass axe-core without a serious or critical finding, in the
 * light and the dark theme: status chips (pending, failed, with errors), the red Delete button on a form's
 * toolbar, the row menus. (The login page has its own check in session.e2e.ts.)
 */
import { apiGet } from './support/api';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

for (const theme of ['light', 'dark'] as const) {
  test(`lists, a form and the dashboard have no serious accessibility violations, ${theme} theme`, async ({ adminPage: page, request, token }) => {
    const [property] = (await apiGet<{ results: { _id: string }[] }>(request, token, 'admin/property/list', { pageNo: 1, pageSize: 1 })).results;
    await page.evaluate((name) => localStorage.setItem('RaStoreEstateAdmin.theme', JSON.stringify(name)), theme);
    const found: string[] = [];
    for (const path of ['/dashboard/default', '/property', `/property/${property._id}`, '/service-order', '/plot-to-buy', '/property/excel-list']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
}
