/**
 * Writing and publishing a blog post against the real server: the §5 required rules, both images through
 * the blog signed URL, formatted (bold) rich text, then the list, the preview and the spec's edit path.
 */
import { apiGet, apiPost } from './support/api';
import { expect, test } from './support/fixtures';
import { pngFile } from './support/files';
import { FormPage, ListPage, setPreference } from './support/pages';

const stamp = Date.now().toString(36).toUpperCase();
const title = `Buying a plot near the ORR ${stamp}`;

// A long flow (form, uploads, list, API check, preview, edit path) on a shared machine.
test.setTimeout(150_000);

test('write and publish a blog post with both images and bold text', async ({ adminPage: page, request, token, consoleErrors }) => {
  const form = new FormPage(page);
  await page.goto('/blog/create');
  // The form's chunk carries the rich-text editor: the first visit on a cold, busy machine can be slow.
  await expect(form.field('Title')).toBeVisible({ timeout: 45_000 });

  await form.save();
  for (const message of ['Please enter title', 'Please enter long description', 'Please upload thumbnail image', 'Please upload blog image']) {
    await form.expectError(message);
  }
  await expect(page).toHaveURL(/\/blog\/create$/);

  await form.field('Title').fill(title);
  await form.field('Short description').fill('Five checks before you pay the advance.');
  const editor = page.getByLabel('Long description').locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('Check the layout approval first. ');
  // Each toggle is waited for before typing on: on a busy machine a keystroke could beat it (seen once).
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Never skip HMDA');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' when the plot is near the ring road.');
  await expect(editor).toContainText('Never skip HMDA when the plot is near the ring road.');
  // A link on the last word, and an image, through the toolbar's dialogs (no browser prompt).
  for (let i = 0; i < 'road.'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByLabel('Link address').press('Enter');
  await expect(linkDialog.getByText('Enter a web address (https://…) or an email address')).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('hmda.gov.in');
  await linkDialog.getByLabel('Link address').press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a[href="https://hmda.gov.in"]')).toBeVisible();
  // Clicking the link in the editor puts the cursor in it to edit it; it does not open it.
  const popup = page.waitForEvent('popup', { timeout: 1500 }).catch(() => null);
  await editor.locator('a[href="https://hmda.gov.in"]').click();
  expect(await popup).toBeNull();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit link' }).getByLabel('Link address')).toHaveValue('https://hmda.gov.in');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit link' })).toBeHidden();
  await editor.press('Control+End'); // back in the editor, after the link
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByLabel('Choose image').setInputFiles(pngFile('site-plan.png', [90, 160, 60]));
  await expect(imageDialog.getByText('Uploaded: site-plan.png')).toBeVisible();
  await imageDialog.getByLabel('Alternative text').fill('Site plan');
  await imageDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.getByRole('img', { name: 'Site plan' })).toHaveJSProperty('complete', true);
  await form.field('Meta title').fill('Plot buying checklist');
  await form.field('Meta description').fill('What to check before buying an open plot in Hyderabad.');
  await page.getByRole('group', { name: 'Thumbnail image' }).getByLabel('Choose image').setInputFiles(pngFile('thumb.png', [220, 120, 30]));
  await page.getByRole('group', { name: 'Blog image' }).getByLabel('Choose image').setInputFiles(pngFile('cover.png', [30, 90, 200]));
  await expect(page.getByRole('group', { name: 'Thumbnail image' }).getByRole('img')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Blog image' }).getByRole('img')).toBeVisible();
  await expect(page.getByLabel('Published')).toBeChecked();
  await form.save();

  await expect(page).toHaveURL(/\/blog(\?.*)?$/);
  const list = new ListPage(page);
  await list.search(title);
  const row = list.rowContaining(title);
  await expect(row).toBeVisible();
  await expect(row.getByRole('switch')).toBeChecked();
  await expect(row.getByRole('img', { name: title })).toHaveJSProperty('complete', true);

  const stored = await apiGet<{ results: { _id: string; longDescription: string; thumbImage: string; file: string; isActive: boolean }[] }>(
    request,
    token,
    'admin/blog/list',
    { search: title },
  );
  const post = stored.results[0];
  expect(post.longDescription).toContain('<strong>Never skip HMDA</strong>');
  expect(post.longDescription).toMatch(/<a [^>]*href="https:\/\/hmda\.gov\.in"[^>]*>/);
  expect(post.longDescription).toMatch(/<img [^>]*alt="Site plan"/);
  expect(post.isActive).toBe(true);
  expect(post.thumbImage).not.toBe(post.file);

  await row.getByRole('link', { name: 'Preview' }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: title })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('Never skip HMDA');
  await expect(article.getByRole('link', { name: 'road.' })).toHaveAttribute('href', 'https://hmda.gov.in');
  await expect.poll(() => article.getByRole('img', { name: 'Site plan' }).evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0)).toBeGreaterThan(0);
  const cover = article.getByRole('img', { name: 'Blog image' });
  await expect(cover).toBeVisible();
  // The preview may re-render once its record refreshes: ask again rather than wait on a detached element.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth, undefined, { timeout: 5_000 }).catch(() => 0), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

  await page.goto(`/blog/create/${post._id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${post._id}$`));
  await expect(form.field('Title')).toHaveValue(title);

  expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('the rich text toolbar speaks the admin’s language (its buttons are named in Romanian)', async ({ adminPage: page }) => {
  await setPreference(page, 'locale', 'ro');
  await page.goto('/blog/create');
  await expect(page.getByRole('button', { name: /^Stilul textului/ })).toBeVisible();
  for (const name of ['Aldin', 'Cursiv', 'Listă numerotată', 'Șterge formatarea']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveCount(0);
});

test('the long description editor is required, and after a refused save invalid and described by its error', async ({ adminPage: page }) => {
  await page.goto('/blog/create');
  const form = new FormPage(page);
  await expect(form.field('Title')).toBeVisible({ timeout: 45_000 });
  const editor = page.getByRole('textbox', { name: 'Long description', exact: true });
  await expect(editor).toHaveAttribute('aria-required', 'true');
  await expect(editor).toHaveAttribute('aria-invalid', 'false');
  // Marks the editable area, to tell whether the one after the save is the same (not an editor made anew).
  await editor.evaluate((el) => el.setAttribute('data-before-save', ''));
  await editor.click();
  await page.keyboard.press('Control+s');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAccessibleDescription('Please enter long description');
  await expect(editor).toHaveAttribute('data-before-save', '');
  // Typed into, it is valid again.
  await editor.click();
  await page.keyboard.type('Check the approvals first.');
  await expect(editor).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Please enter long description')).toHaveCount(0);
});

test('the preview wraps a long unbroken word instead of running off the page', async ({ adminPage: page, request, token }) => {
  const post = await apiPost<{ _id: string }>(request, token, 'admin/blog/create', {
    title: `Unbroken ${stamp}`,
    metaTitle: 'Unbroken',
    metaDescription: 'A long word',
    shortDescription: 'x'.repeat(1900),
    longDescription: `<p>${'y'.repeat(1900)}</p>`,
    thumbImage: 'demo/scene-1.png',
    file: 'demo/scene-2.png',
    isActive: true,
  });
  await page.goto(`/blog/${post._id}/show`);
  await expect(page.getByRole('heading', { name: `Unbroken ${stamp}` })).toBeVisible();
  const { page: pageWidth, screen } = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  expect(pageWidth).toBeLessThanOrEqual(screen);
  const article = page.locator('article');
  expect(await article.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
