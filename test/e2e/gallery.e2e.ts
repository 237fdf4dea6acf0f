/** The image gallery against the real server: upload 13 images, page through 12 a page, copy a URL, preview across pages. */
import { expect, test } from './support/fixtures';
import { pngFile } from './support/files';

const tiles = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Open image \d+: .+$/ });

test('upload 13 images and page the gallery', async ({ adminPage: page, context, baseURL, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/image-upload');
  const upload = page.getByLabel('Upload images');
  await expect(upload).toBeAttached();

  await upload.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Not uploaded, only .jpg, .jpeg and .png images are accepted: anim.gif')).toBeVisible();

  const files = Array.from({ length: 13 }, (_, i) => pngFile(`gallery-${i + 1}.png`, [(i * 19) % 256, (i * 53) % 256, 160]));
  await upload.setInputFiles(files);
  await expect(page.getByText('13 images uploaded')).toBeVisible();

  await expect(tiles(page)).toHaveCount(12);
  const firstImage = tiles(page).first().getByRole('presentation');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Copy URL of image 1: gallery-\d+\.png$/ }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${baseURL}/storage/`)).toBe(true);
  expect((await page.request.get(copied)).status()).toBe(200);

  await tiles(page).first().click();
  // Counted over the whole gallery (the demo's images and these), not the page.
  await expect(page.getByRole('dialog', { name: /^Image 1 of (1[3-9]|[2-9]\d|\d{3,})\b/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^Image 2 of \d+\b/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(tiles(page).first()).toBeVisible();
  await expect(tiles(page).first()).toHaveAccessibleName(/^Open image 13: gallery-\d+\.png$/);
  expect(await tiles(page).count()).toBeGreaterThanOrEqual(1);
  expect(await tiles(page).count()).toBeLessThanOrEqual(12);

  // The preview moves on past a page's edge: back from image 13 to 12 turns the list to page 1 under it.
  await tiles(page).first().click();
  await expect(page.getByRole('dialog', { name: /^Image 13 of \d+\b/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const twelve = page.getByRole('dialog', { name: /^Image 12 of \d+\b/ }).getByRole('img', { name: 'Image 12' });
  await expect(twelve).toHaveJSProperty('complete', true);
  expect(await twelve.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: /^Open image 12: gallery-\d+\.png$/ })).toBeFocused();

  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
