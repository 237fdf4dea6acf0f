/**
 * On a laptop screen (1280 px) no list and not the dashboard make the page scroll sideways: a wide table scrolls
 * inside its card, so the menu, the title and the filters stay in place and every column stays reachable.
 */
import { expect, test } from './support/fixtures';

const lists = ['/property', '/services', '/service-order', '/property-leads', '/plot-for-sale', '/plot-to-buy', '/construction-leads', '/blog', '/review', '/support', '/events', '/dashboard/default'];

test.use({ viewport: { width: 1280, height: 800 } });

test('no list makes the page wider than a 1280 px screen; a wide table scrolls in its card', async ({ adminPage: page }) => {
  const wider: string[] = [];
  for (const path of lists) {
    await page.goto(path);
    await expect(page.locator('table').first()).toBeVisible();
    const { page: pageWidth, screen } = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    if (pageWidth > screen) wider.push(`${path}: ${pageWidth} px`);
  }
  expect(wider).toEqual([]);

  // The order table is wider than the screen: its last column is reached by scrolling the table, not the page.
  await page.goto('/service-order');
  const lastHeader = page.locator('thead th').last();
  await expect(lastHeader).toBeVisible();
  await lastHeader.scrollIntoViewIfNeeded();
  await expect(lastHeader).toBeInViewport();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
