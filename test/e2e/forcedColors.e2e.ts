/**
 * Forced colours (Windows high contrast), as Chromium emulates them: selected and current states stay visible,
 * though the browser repaints tints and coloured bars in the page's colours (themes/forcedColors.ts).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * What tells an element apart in forced colours: its fill (none when see-through or the page's own colour), its
 * text colour, its border and its outline.
 */
function look(element: Locator) {
  return element.evaluate((el) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const style = getComputedStyle(el);
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? 1);
    const fill = alpha < 0.5 || style.backgroundColor === canvas ? 'none' : style.backgroundColor;
    const edge = (side: 'Top' | 'Bottom') => `${style[`border${side}Width`]} ${style[`border${side}Style`]} ${style[`border${side}Color`]}`;
    return { fill, color: style.color, border: `${edge('Top')} / ${edge('Bottom')}`, outline: `${style.outlineWidth} ${style.outlineStyle}` };
  });
}

test.describe('in forced colours', () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  });

  test('the dashboard’s pressed period looks unlike the others', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    const button = (name: string) => page.getByRole('group').getByRole('button', { name, exact: true });
    await expect(button('All')).toHaveAttribute('aria-pressed', 'true');
    const pressed = await look(button('All'));
    expect(pressed.fill).not.toBe('none');
    expect(await look(button('Today'))).not.toEqual(pressed);
    await button('Week').click();
    await expect(button('Week')).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect.poll(() => look(button('Week'))).toEqual(pressed);
    expect((await look(button('All'))).fill).toBe('none');
  });

  test('the selected tab keeps its underline, under it', async ({ adminPage: page }) => {
    await page.goto('/property/create');
    const features = page.getByRole('tab', { name: 'Features' });
    await features.click();
    await expect(features).toHaveAttribute('aria-selected', 'true');
    const indicator = page.locator('.MuiTabs-indicator');
    expect((await look(indicator)).fill).not.toBe('none');
    await expect
      .poll(async () => {
        const [bar, tab] = [(await indicator.boundingBox())!, (await features.boundingBox())!];
        return Math.abs(bar.x - tab.x) < 2 && Math.abs(bar.width - tab.width) < 2 && bar.height >= 2;
      })
      .toBe(true);
  });

  test('the menu entry of the page shown looks unlike the others', async ({ adminPage: page }) => {
    await page.goto('/blog');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const entry = (name: string) => menu.getByRole('menuitem', { name, exact: true });
    await expect(entry('Blog')).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(0, 0);
    const current = await look(entry('Blog'));
    expect(current.fill).not.toBe('none');
    expect(await look(entry('Review'))).not.toEqual(current);
    // Its icon in the same colour as its name, not the grey that forced colours no longer replace.
    expect(await entry('Blog').locator('svg').evaluate((svg) => getComputedStyle(svg).color)).toBe(current.color);
  });
});
