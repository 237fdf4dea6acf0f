/**
 * On a phone (390 px), a tablet (768 px) and a laptop (1280 px) no page makes the screen scroll sideways: a wide
 * table scrolls inside its card and a form's tab bar scrolls with arrows, so the menu, the title and the filters
 * stay in place and every column and tab stays reachable.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { setPreference } from './support/pages';

const lists = ['/property', '/services', '/service-order', '/property-leads', '/plot-for-sale', '/plot-to-buy', '/construction-leads', '/blog', '/review', '/support', '/events', '/property/excel-list', '/dashboard/default'];
const forms = ['/property/create', '/services/create', '/blog/create', '/review/create'];

/**
 * Opens a path inside the running admin, as its menu does (react-router follows popstate): a page load per path
 * made this sweep ~1.5 s a screen. The view shown before is marked, so the check waits for the new one; a view
 * React kept instead of replacing would keep the mark and fail the wait, never pass it.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelectorAll('.RaList-content, form').forEach((el) => el.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const width of [390, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no list, dashboard or form is wider than the screen', async ({ adminPage: page }) => {
      const wider: string[] = [];
      for (const [index, path] of [...lists, ...forms].entries()) {
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        // A list shows a table, or on a phone a simple list of its records.
        await expect(page.locator(`${forms.includes(path) ? 'form' : '.RaList-content'}:not([data-left])`).first()).toBeVisible();
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        const { page: pageWidth, screen } = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
        if (pageWidth > screen) wider.push(`${path}: ${pageWidth} px`);
      }
      expect(wider).toEqual([]);
    });
  });
}

test.describe('360 px wide, in French', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the analytics dashboard is no wider than the screen: its charts’ tables for screen readers stay hidden', async ({ adminPage: page }) => {
    await setPreference(page, 'locale', 'fr');
    await page.goto('/dashboard/analytics');
    await expect(page.locator('figure').first()).toBeVisible();
    await expect(page.locator('figure table caption').first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('each bar chart names all five periods, whole, in French and in Chinese', async ({ adminPage: page }) => {
    for (const [locale, names] of [
      ['fr', ['Tout', "Aujourd'hui", 'Semaine', 'Mois', 'Année']],
      ['zh', ['全部', '今天', '近一周', '近一月', '近一年']],
    ] as const) {
      await setPreference(page, 'locale', locale);
      await page.goto('/dashboard/analytics');
      const axes = page.locator('figure .MuiChartsAxis-directionX');
      await expect(axes.first()).toBeVisible();
      await expect(axes.first().locator('.MuiChartsAxis-tickLabel')).toHaveCount(5);
      const labels = await axes.evaluateAll((all) => all.map((axis) => [...axis.querySelectorAll('.MuiChartsAxis-tickLabel')].map((t) => t.textContent)));
      expect(labels.length).toBeGreaterThan(0);
      for (const axis of labels) expect(axis).toEqual(names);
    }
  });
});

test.describe('a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every button and link takes a finger: 40 px each way, or a hit area that size around a control within a line', async ({ adminPage: page, request, token }) => {
    const [property] = (await apiGet<{ results: { _id: string }[] }>(request, token, 'admin/property/list', { pageNo: 1, pageSize: 1 })).results;
    const small: string[] = [];
    for (const path of ['/property', `/property/${property._id}`, '/services/create', '/service-order', '/blog/create', '/review', '/events']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() =>
        // Links too (a card's map link), and a chip's delete icon (a picked amenity), which is no button.
        [...document.querySelectorAll<HTMLElement>('button, [role="button"], a[href], .MuiChip-deleteIcon')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
            if (box.width >= 40 && box.height >= 40) return false;
            // What a finger can reach now: on the screen, not under another element (a pinned column, the app bar).
            const onScreen = box.left >= 0 && box.right <= innerWidth && box.top >= 60 && box.bottom <= innerHeight;
            if (!onScreen || !el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))) return false;
            // A control within a line of text answers a touch a little above and beside itself.
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            const hit = (dx: number, dy: number) => el.contains(document.elementFromPoint(x + dx, y + dy));
            return ![hit(0, -19), hit(0, 19), hit(-19, 0), hit(19, 0)].every(Boolean);
          })
          .map((el) => `${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 30)} ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`),
      );
      small.push(...found.map((name) => `${path}: ${name}`));
    }
    expect(small).toEqual([]);
    // A picked amenity's remove icon, further down the property's form, while the chip keeps its size.
    await page.goto(`/property/${property._id}`);
    await page.getByRole('tab', { name: 'Features' }).click();
    const chip = page.locator('.MuiChip-root:has(.MuiChip-deleteIcon)').first();
    await chip.scrollIntoViewIfNeeded();
    const remove = (await chip.locator('.MuiChip-deleteIcon').boundingBox())!;
    expect([remove.width, remove.height]).toEqual([40, 40]);
    expect((await chip.boundingBox())!.height).toBeLessThanOrEqual(32);
  });
});

test.describe('768 px wide', () => {
  test.use({ viewport: { width: 768, height: 800 } });

  test('scrolled to its end, a list’s last row and page arrows are clear of the floating Create button', async ({ adminPage: page }) => {
    await page.goto('/property');
    const lastSwitch = page.locator('.RaList-content li').last().getByRole('switch');
    await expect(lastSwitch).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fab = page.locator('a.MuiFab-root');
    await expect(fab).toBeVisible();
    const fabTop = (await fab.boundingBox())!.y;
    for (const control of [lastSwitch, page.getByRole('button', { name: 'Go to next page' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(fabTop);
    }
  });
});

test.describe('a short window (1280 × 500)', () => {
  test.use({ viewport: { width: 1280, height: 500 } });

  test('after a Create saved from the bottom of its form, the list opens at its top, the new row in view', async ({ adminPage: page }) => {
    const name = `Scrolled save ${Date.now().toString(36)}`;
    // Through the list, unscrolled: its rows are then at hand when the save comes back to it, and show at once.
    await page.goto('/review');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Description', { exact: false }).first().fill('Saved from the bottom of the form.');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^save$/i }).first().click();
    await expect(page).toHaveURL(/\/review(\?.*)?$/);
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow).toContainText(name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(firstRow).toBeInViewport();
  });
});

test.describe('768 px wide, a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('lists are cards beside the open menu, and tables once it is closed', async ({ adminPage: page }) => {
    await page.goto('/service-order');
    await expect(page.locator('.RaList-content li').first().getByRole('heading', { level: 2 })).toHaveText(/^ORD\d+$/);
    await expect(page.locator('table')).toHaveCount(0);
    await page.getByRole('button', { name: /Close menu|Open menu/ }).first().click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Order No/ })).toBeInViewport();
  });
});

test.describe('a tablet held sideways (1180 × 820, touch)', () => {
  test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true });

  test('menu items, row checkboxes and page buttons are finger-sized, at least 40 px', async ({ adminPage: page }) => {
    const size = async (target: Locator) => {
      // Once it is on screen: a list still rendering replaces its rows (a bounding box of nothing).
      await expect(target).toBeVisible();
      let box: { width: number; height: number } | null = null;
      await expect.poll(async () => (box = await target.boundingBox()) !== null).toBe(true);
      return Math.min(box!.width, box!.height);
    };
    await page.goto('/property');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await size(page.getByRole('menuitem', { name: 'Blog' }))).toBeGreaterThanOrEqual(40);
    expect(await size(page.locator('tbody tr').first().getByRole('checkbox'))).toBeGreaterThanOrEqual(40);
    expect(await size(page.getByRole('button', { name: 'Go to next page' }))).toBeGreaterThanOrEqual(40);
    await page.goto('/plot-to-buy');
    const pageTwo = page.getByRole('button', { name: 'Go to page 2' }).first();
    await expect(pageTwo).toBeVisible();
    expect(await size(pageTwo)).toBeGreaterThanOrEqual(40);
  });
});

test.describe('1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the order table’s last column is reached by scrolling the table, not the page', async ({ adminPage: page }) => {
    await page.goto('/service-order');
    const lastHeader = page.locator('thead th').last();
    await expect(lastHeader).toBeAttached();
    await lastHeader.scrollIntoViewIfNeeded();
    await expect(lastHeader).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('tabbing through the headers and back, each focused one is whole: out from under the pinned Status and Actions, inside the left edge', async ({ adminPage: page }) => {
    for (const path of ['/property', '/service-order']) {
      await page.goto(path);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      // The admin's own table, not the server's page shown before the code arrives (serverPages.ts): that one is inert.
      await expect(page.locator('#server-page')).toHaveCount(0);
      const pinnedLeft = await page.locator('thead th').nth(-2).evaluate((cell) => cell.getBoundingClientRect().left);
      const covered: string[] = [];
      await page.locator('thead').locator('input, button, [role="button"]').first().focus();
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement!;
          const cell = el.closest('th');
          if (!cell || getComputedStyle(cell).right !== 'auto') return null; // out of the headers, or a pinned one
          return new Promise<{ name: string; right: number }>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ name: el.textContent ?? '', right: el.getBoundingClientRect().right }))),
          );
        });
        if (focused && focused.right > pinnedLeft + 1) covered.push(`${path}: ${focused.name}`);
      }
      // And back: each header whole at the table's left edge.
      const tableLeft = await page.locator('.RaDataTable-tableWrapper').evaluate((el) => el.getBoundingClientRect().left);
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press('Shift+Tab');
        const left = await page.evaluate(() => {
          const el = document.activeElement!;
          const cell = el.closest('th');
          if (!cell || getComputedStyle(cell).right !== 'auto') return null;
          return new Promise<{ name: string; left: number }>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ name: el.textContent ?? '', left: cell.getBoundingClientRect().left }))),
          );
        });
        if (left && left.left < tableLeft - 1) covered.push(`${path} (back): ${left.name}`);
      }
      expect(covered).toEqual([]);
    }
  });
});

test.describe('1366 px wide, in Chinese', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('list headers keep their words whole instead of one character a line', async ({ adminPage: page }) => {
    await setPreference(page, 'locale', 'zh');
    await page.goto('/property');
    await expect(page.getByRole('columnheader', { name: '房产编号' })).toBeVisible();
    const tall = await page.locator('thead th').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          // The lines the header's text takes: the boxes of its text nodes, one top per line.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) tops.add(Math.round(box.top));
          }
          return tops.size > 2;
        })
        .map((cell) => cell.textContent),
    );
    expect(tall).toEqual([]);
    // The pagination's landmark is named in Chinese too (MUI's Chinese texts have none for it).
    await expect(page.getByRole('navigation', { name: '分页导航' })).toBeVisible();
  });
});

test.describe('1280 px wide, in Romanian', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every menu entry shows its whole name (long ones wrap)', async ({ adminPage: page }) => {
    await setPreference(page, 'locale', 'ro');
    await page.goto('/blog');
    await expect(page.getByRole('menuitem', { name: 'Clienți potențiali construcții' })).toBeVisible();
    const cut = await page.locator('nav .MuiMenuItem-root').evaluateAll((items) =>
      items.filter((item) => [item, ...item.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1)).map((item) => item.textContent),
    );
    expect(cut).toEqual([]);
  });
});

test.describe('1024 px wide', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  // Lists whose last column is what a row is there for: its actions, or its status select or switch.
  const withActions = ['/property', '/services', '/service-order', '/plot-for-sale', '/plot-to-buy', '/construction-leads', '/property-leads', '/support', '/blog', '/review', '/events'];

  test('every list’s row actions are in view without scrolling the table', async ({ adminPage: page }) => {
    const hidden: string[] = [];
    for (const [index, path] of withActions.entries()) {
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      const firstRow = page.locator('.RaList-content:not([data-left]) tbody tr').first();
      await expect(firstRow).toBeVisible();
      const lastCell = firstRow.locator('td').last();
      const ratio = await lastCell.evaluate(
        (cell) =>
          new Promise<number>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry.intersectionRatio);
            });
            observer.observe(cell);
          }),
      );
      if (ratio < 0.99) hidden.push(`${path}: ${Math.round(ratio * 100)} % of the last column in view`);
    }
    expect(hidden).toEqual([]);
  });

  for (const path of ['/service-order', '/property', '/plot-for-sale']) {
    test(`the ${path} table keeps status and actions, and the date search, in view while it scrolls`, async ({ adminPage: page }) => {
      await page.goto(path);
      const firstRow = page.locator('tbody tr').first();
      await expect(firstRow).toBeVisible();
      const table = page.locator('.RaDataTable-tableWrapper');
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The pinned edge casts a shadow while columns are under it, none once scrolled to the end.
      const pinnedEdgeShadow = () => firstRow.locator('td').nth(-2).evaluate((cell) => getComputedStyle(cell).boxShadow);
      for (const scrollLeft of [0, 10_000]) {
        await table.evaluate((el, left) => el.scrollTo({ left }), scrollLeft);
        await expect(firstRow.locator('td').nth(-2)).toBeInViewport({ ratio: 1 }); // status
        await expect(firstRow.locator('td').last()).toBeInViewport({ ratio: 1 }); // actions
        await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });
        if (scrollLeft === 0) await expect.poll(pinnedEdgeShadow).toMatch(/inset, rgba\(0, 0, 0, 0\.5\) -14px/);
        else await expect.poll(pinnedEdgeShadow).not.toMatch(/-14px/);
      }
      // Nothing is hidden under the pinned columns for good: scrolled to the end, Created At ends where Status begins.
      const createdAt = await firstRow.locator('td').nth(-3).boundingBox();
      const status = await firstRow.locator('td').nth(-2).boundingBox();
      expect(Math.abs(createdAt!.x + createdAt!.width - status!.x)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('spreadsheet uploads are cards: how the rows went and the status in view, and the card opens the rows', async ({ adminPage: page }) => {
    await page.goto('/property/excel-list');
    await page.getByRole('textbox', { name: 'Search' }).fill('properties-march');
    const card = page.getByRole('button', { name: /properties-march\.csv/ });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(/\d+ rows: \d+ imported, \d+ failed · \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
    const chip = card.locator('.MuiChip-root');
    await expect(chip).toHaveText('Processed with errors');
    const box = (await chip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await card.click();
    await expect(page).toHaveURL(/\/property\/excel-list\/[^/]+$/);
  });

  test('a toast stays below the app bar: the menu opens while it shows', async ({ adminPage: page }) => {
    await page.goto('/services');
    const status = page.getByRole('switch').first();
    await expect(status).toBeVisible();
    const wasOn = await status.isChecked();
    await status.click();
    const toast = page.locator('.MuiSnackbar-root');
    await expect(toast).toBeVisible();
    const [toastBox, barBox] = [(await toast.boundingBox())!, (await page.getByRole('banner').boundingBox())!];
    expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeInViewport();
    await expect(toast).toBeVisible();
    // Put the service back as it was.
    await page.keyboard.press('Escape');
    await expect(status).toBeChecked({ checked: !wasOn });
    await status.click();
    await expect(status).toBeChecked({ checked: wasOn });
  });

  /** Scrolled to the page's end, `last` ends above `floating` (a control fixed over the bottom of the screen). */
  async function expectClearOfAtTheEnd(page: Page, last: Locator, floating: Locator) {
    await expect(last).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(floating).toBeVisible();
    const [lastBox, floatingBox] = [(await last.boundingBox())!, (await floating.boundingBox())!];
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(floatingBox.y);
  }

  test('scrolled to its end, a list’s page arrows are clear of the floating Create button', async ({ adminPage: page }) => {
    await page.goto('/blog');
    await expectClearOfAtTheEnd(page, page.getByRole('button', { name: 'Go to next page' }), page.locator('a.MuiFab-root'));
  });

  test('scrolled to its end, a form’s last control is clear of the Save bar fixed to the bottom of the screen', async ({ adminPage: page }) => {
    await page.goto('/property/create');
    await expectClearOfAtTheEnd(page, page.getByRole('switch', { name: 'Status' }), page.locator('.RaToolbar-mobileToolbar'));
  });

  test('the profile pages fit the screen: their tab bar scrolls instead of widening the page', async ({ adminPage: page }) => {
    const wider: string[] = [];
    for (const path of ['/apps/profiles/account/basic', '/apps/profiles/account/password', '/apps/profiles/user/personal']) {
      await page.goto(path);
      await expect(page.getByRole('tablist')).toBeVisible();
      const { page: pageWidth, screen } = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      if (pageWidth > screen) wider.push(`${path}: ${pageWidth} px`);
    }
    expect(wider).toEqual([]);
  });

  test('the app bar leaves the page title room: the language picker shows its icon, its name stays for screen readers', async ({ adminPage: page }) => {
    await page.goto('/property/create');
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText('New property');
    const { scroll, client } = await title.evaluate((el) => {
      const text = el.firstElementChild ?? el;
      return { scroll: text.scrollWidth, client: el.getBoundingClientRect().width };
    });
    expect(scroll).toBeLessThanOrEqual(client);
    const language = page.getByRole('banner').getByRole('button', { name: 'Language: English', exact: true });
    await expect(language).toBeVisible();
    // Its icon only: the name took the title's room ("Proper…" on the property leads).
    expect((await language.boundingBox())!.width).toBeLessThan(72);
    await language.click();
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeVisible();
  });

  test('a list’s status and date filters fold behind Filters, which counts the applied ones; the search stays', async ({ adminPage: page }) => {
    await page.goto('/property');
    await expect(page.locator('.RaList-content')).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search' });
    const status = page.getByRole('combobox', { name: 'Status' });
    const startDate = page.getByRole('textbox', { name: 'Start date' });
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(search).toBeVisible();
    await expect(status).toBeHidden();
    await expect(startDate).toBeHidden();
    await expect(toggle).toHaveText('Filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(startDate).toBeVisible();
    await status.click();
    const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('statusFilter') === '3');
    await page.getByRole('option', { name: 'Inactive' }).click();
    await answered;
    await expect(toggle).toHaveText('Filters (1)');

    await toggle.click();
    await expect(status).toBeHidden();
    await expect(startDate).toBeHidden();
    // Folded or not is remembered, and the count comes from the filters the list applies (here from its address).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeHidden();

    // Wider than a phone, the filters are always shown and there is nothing to fold.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(status).toBeVisible();
    await expect(startDate).toBeVisible();
    await expect(toggle).toBeHidden();
  });

  test('the icon buttons of a phone speak the admin’s language: profile and page arrows, in French', async ({ adminPage: page }) => {
    await setPreference(page, 'locale', 'fr');
    await page.goto('/events');
    await expect(page.locator('.RaList-content li').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profil', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aller à la prochaine page' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Go to/ })).toHaveCount(0);
  });

  test('a filtered list that finds nothing offers a visible Clear filters, also with its filters folded', async ({ adminPage: page }) => {
    const filter = encodeURIComponent(JSON.stringify({ statusFilter: 3, startDate: '2024-01-01', endDate: '2024-01-02' }));
    await page.goto(`/property?filter=${filter}`);
    await expect(page.getByText('Nothing matches the search and filters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toHaveText('Clear filters');
    await clear.click();
    await expect(page.locator('.RaList-content li').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('the dashboard’s pending orders fold their date range behind Filters too', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await expect(page.locator('.RaList-content li').first()).toBeVisible();
    const startDate = page.getByRole('textbox', { name: 'Start date' });
    await expect(startDate).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(startDate).toBeVisible();
  });

  test('orders are cards on a phone: each shows its whole number, its status, and Generate OTP or Details in view', async ({ adminPage: page }) => {
    await page.goto('/service-order');
    const cards = page.locator('.RaList-content li');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^ORD\d+$/);
    await expect(card.getByText(/^(Pending|Completed|Failed)$/)).toBeVisible();
    await expect(card.getByRole('link', { name: /^Details of order ORD\d+$/ })).toBeInViewport();
    // Nothing in a card reaches past the screen's edge.
    const overflowing = await cards.evaluateAll((items) => items.filter((li) => li.scrollWidth > li.clientWidth + 1).length);
    expect(overflowing).toBe(0);
  });

  test('events are cards on a phone: title, date and time, place and the status switch of each in view; selecting one offers Deactivate', async ({ adminPage: page }) => {
    await page.goto('/events');
    const cards = page.locator('.RaList-content li');
    await expect(cards.first()).toBeVisible();
    // The table showed a phone the S No., the name and half the title; its date sat behind the pinned switch.
    await expect(page.locator('table')).toHaveCount(0);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(card.getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}( IST)?$/).first()).toBeInViewport();
    await expect(card.getByText('Location:')).toBeInViewport();
    await expect(card.getByRole('switch')).toBeInViewport();
    const overflowing = await cards.evaluateAll((items) => items.filter((li) => li.scrollWidth > li.clientWidth + 1).length);
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('checkbox', { name: 'Select this row' }).check();
    await expect(page.getByText('1 item selected')).toBeVisible();
    await expect(page.getByRole('button', { name: /Deactivate|Activate/ }).first()).toBeVisible();
  });
});
