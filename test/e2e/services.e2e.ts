/**
 * A service with Telugu text against the real server (through the `admin/service/create` extension): the
 * 2-image rule, the fee in rupees, and the Telugu inputs drawn with a Telugu font in Chromium.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pngFile } from './support/files';
import { numberText } from '@shared/numberText';
import { apiGet } from './support/api';
import { FormPage, ListPage, setPreference } from './support/pages';

const stamp = Date.now().toString(36).toUpperCase();
const title = `Soil testing ${stamp}`;
const teluguTitle = `మట్టి పరీక్ష ${stamp}`;

/** The fonts Chromium really used to draw a node's text (DevTools protocol). */
async function renderedFonts(page: Page, target: Locator): Promise<string[]> {
  await target.evaluate((el) => el.setAttribute('data-font-probe', '1'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe="1"]' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

test('create a service with Telugu text, fee and images', async ({ adminPage: page, consoleErrors }) => {
  const form = new FormPage(page);
  await page.goto('/services/form');
  await expect(page).toHaveURL(/\/services\/create$/);
  await expect(form.field('Fee')).toHaveValue('0');

  await form.field('Title').fill(title);
  await form.field('Description').fill('Laboratory test of the plot soil before construction.');
  await form.field('Highlight').fill('Report in 3 days');
  // The row's Remove button is shown and in the Tab order, not only on mouse hover.
  await form.field('Highlight').press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Remove/);
  const teluguInput = page.getByLabel('Title (Telugu)');
  await expect(teluguInput).toHaveAttribute('lang', 'te');
  await teluguInput.fill(teluguTitle);
  await page.getByLabel('Description (Telugu)').fill('నిర్మాణానికి ముందు ప్లాట్ మట్టి ప్రయోగశాల పరీక్ష.');
  expect((await renderedFonts(page, teluguInput)).some((f) => /Telugu/.test(f))).toBe(true);
  await form.field('Fee').fill('1500');
  // Scrolling the page with the pointer over the fee leaves the amount as typed (Chromium turned it by the wheel).
  await form.field('Fee').hover();
  await page.mouse.wheel(0, 120);
  await page.mouse.wheel(0, 120);
  await expect(form.field('Fee')).toHaveValue('1500');
  await page.getByRole('group', { name: 'Icon' }).getByLabel('Choose image').setInputFiles(pngFile('icon.png', [90, 60, 20]));
  const images = page.getByRole('group', { name: 'Images' });
  await images.getByLabel('Choose images').setInputFiles(pngFile('lab.png', [20, 120, 180]));
  await expect(images.getByRole('img')).toHaveCount(1);
  await form.save();
  await form.expectError('Please upload minimum 2 images');
  await expect(page).toHaveURL(/\/services\/create$/);

  await images.getByLabel('Choose images').setInputFiles(pngFile('field.png', [120, 180, 20]));
  await expect(images.getByRole('img')).toHaveCount(2);
  await form.save();

  await expect(page).toHaveURL(/\/services(\?.*)?$/);
  const list = new ListPage(page);
  await list.search(teluguTitle);
  const row = list.rowContaining(title);
  await expect(row).toBeVisible();
  await expect(row.getByText(/₹1,500/)).toBeVisible();
  const teluguCell = row.getByText(teluguTitle);
  await expect(teluguCell).toBeVisible();
  expect((await renderedFonts(page, teluguCell)).some((f) => /Telugu/.test(f))).toBe(true);

  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('in French a fee typed with a decimal comma is saved as written, and a text that is no number is refused by name', async ({ adminPage: page, request, token }) => {
  const [service] = (await apiGet<{ results: { _id: string; fee: number }[] }>(request, token, 'admin/service/list', { pageNo: 1, pageSize: 1 })).results;
  await setPreference(page, 'locale', 'fr');
  await page.goto(`/services/${service._id}`);
  const fee = page.getByLabel('Tarif');
  // A saved amount shows grouped, as the list shows it (French: spaces).
  await expect(fee).toHaveValue(numberText(service.fee, true, true));
  // A browser number box dropped the comma: 1500,50 was saved as 150050, with a success message.
  await fee.fill('1 500,50');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/services(\?.*)?$/);
  await expect.poll(async () => (await apiGet<{ fee: number }>(request, token, `admin/service/get/${service._id}`)).fee).toBe(1500.5);

  await page.goto(`/services/${service._id}`);
  await expect(fee).toHaveValue('1 500,5');
  await fee.fill('1500,5,0');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('« 1500,5,0 » n’est pas un nombre')).toBeVisible();
  await expect(fee).toHaveValue('1500,5,0');
  await expect(page).toHaveURL(new RegExp(`/services/${service._id}$`));
});
