/**
 * Spreadsheet import against the real server and worker: a CSV with 3 good and 2 bad rows goes up through the
 * upload card; the batch list refreshes by itself until PROCESSED_WITH_ERRORS, and the batch page names each
 * failed row, its column and the reason. A 12 MB .csv (over the image limit) goes through the same card.
 */
import { readFileSync } from 'node:fs';
import { propertyImportExample, propertyImportHeaders } from '@shared/resources/propertyImport';
import { expect, test } from './support/fixtures';

const stamp = Date.now().toString(36).toUpperCase();
const fileName = `e2e-import-${stamp}.csv`;

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

function row(overrides: Record<string, string>) {
  const cells = { ...propertyImportExample, ...overrides };
  return propertyImportHeaders.map((h) => csvCell(cells[h] ?? '')).join(',');
}

function spreadsheet() {
  const lines = [
    propertyImportHeaders.map(csvCell).join(','),
    row({ Address: `Good one ${stamp}`, 'Property No': `IMP-${stamp}-1` }),
    row({ Address: `Good two ${stamp}`, 'Property No': `IMP-${stamp}-2`, 'Plot Type': 'Commercial' }),
    row({ Address: `Bad price ${stamp}`, 'Property No': `IMP-${stamp}-3`, 'Price Per Sq Ft': 'ask the owner' }),
    row({ Address: `Good three ${stamp}`, 'Property No': `IMP-${stamp}-4`, 'Availability Status': 'Booked' }),
    row({ Address: `Bad type ${stamp}`, 'Property No': `IMP-${stamp}-5`, 'Plot Type': 'Castle' }),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

test('an import with 3 good and 2 bad rows ends PROCESSED_WITH_ERRORS and shows why each bad row failed', async ({ adminPage: page }) => {
  test.setTimeout(180_000);
  await page.goto('/property/list');
  await page.getByRole('link', { name: 'Spreadsheet import' }).click();
  await expect(page).toHaveURL(/\/property\/excel-list(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Spreadsheet imports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download template (.xlsx)' })).toBeVisible();

  await page.getByLabel('Choose a file (.xlsx or .csv)').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: spreadsheet() });

  // No reload: the list asks again by itself while the batch is pending or processing; the card's notice follows it.
  const batchRow = page.getByRole('row').filter({ hasText: fileName });
  await expect(batchRow.getByText('Processed with errors')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${fileName} was processed with errors (imported: 3, failed: 2).`)).toBeVisible();
  // Columns: file, uploaded at, rows, imported, failed, status, ...
  await expect(batchRow.getByRole('cell').nth(2)).toHaveText('5');
  await expect(batchRow.getByRole('cell').nth(3)).toHaveText('3');
  await expect(batchRow.getByRole('cell').nth(4)).toHaveText('2');

  // The Problem column opens just the failed rows; a reload keeps that filter (it is in the address).
  await batchRow.getByRole('link', { name: '2 rows failed' }).click();
  await expect(page.getByRole('heading', { name: `Rows of ${fileName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Bad type ${stamp}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: `Bad price ${stamp}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Good one ${stamp}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText('Failed');
  await page.goBack();

  await batchRow.getByRole('link', { name: `Show the rows of ${fileName}` }).click();
  await expect(page.getByRole('heading', { name: `Rows of ${fileName}`, level: 1 })).toBeVisible();
  await expect(page.getByText('5 rows: 3 imported, 2 failed')).toBeVisible();

  const badPrice = page.getByRole('row').filter({ hasText: `Bad price ${stamp}` });
  await expect(badPrice.getByText('Failed', { exact: true })).toBeVisible();
  await expect(badPrice.getByRole('cell').first()).toHaveText('4');
  await expect(badPrice).toContainText('Price Per Sq Ft: "ask the owner" is not a number');

  const badType = page.getByRole('row').filter({ hasText: `Bad type ${stamp}` });
  await expect(badType.getByRole('cell').first()).toHaveText('6');
  await expect(badType).toContainText(
    'Plot Type: "Castle" is not a plot type; use one of: Apartment, Housing, Commercial, Semi Commercial, Retail, Industrial, Residential',
  );

  const good = page.getByRole('row').filter({ hasText: `Good one ${stamp}` });
  await expect(good.getByText('Processed', { exact: true })).toBeVisible();
  await expect(good.getByRole('link', { name: 'Open the property' })).toBeVisible();

  // The rows are searchable.
  await page.getByRole('textbox', { name: /search/i }).fill('Bad type');
  await expect(page.getByRole('row').filter({ hasText: `Good one ${stamp}` })).toHaveCount(0);
  await expect(badType).toBeVisible();

  // The failed rows go out as CSV in the template's columns; corrected, the same file imports.
  await page.getByRole('textbox', { name: /search/i }).fill('');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `Good one ${stamp}` })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (2 rows)' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe(`e2e-import-${stamp.toLowerCase()}-failed.csv`);
  const text = readFileSync(await exported.path(), 'utf8');
  const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe([...propertyImportHeaders, 'Row', 'Errors'].map(csvCell).join(','));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/,4,"Price Per Sq Ft: ""ask the owner"" is not a number"$/);
  const corrected = text.replace('ask the owner', '6000').replace('Castle', 'Residential');

  await page.goto('/property/excel-list');
  const fixedName = `fixed-${fileName}`;
  await page.getByLabel('Choose a file (.xlsx or .csv)').setInputFiles({ name: fixedName, mimeType: 'text/csv', buffer: Buffer.from(corrected, 'utf8') });
  const fixedRow = page.getByRole('row').filter({ hasText: fixedName });
  await expect(fixedRow.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(fixedRow.getByRole('cell').nth(3)).toHaveText('2');
  await expect(fixedRow.getByRole('cell').nth(4)).toHaveText('0');
});

test('a spreadsheet larger than the 10 MB image limit goes up through the card and is imported', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const bigName = `e2e-big-${stamp}.csv`;
  // One property, then 12 MB of blank lines (counted, not imported): the size is what is under test, not the rows.
  const header = propertyImportHeaders.map(csvCell).join(',');
  const body = Buffer.from(`${header}\r\n${row({ Address: `Big file ${stamp}`, 'Property No': `IMP-${stamp}-BIG` })}\r\n${'\r\n'.repeat(6 * 1024 * 1024)}`, 'utf8');
  expect(body.length).toBeGreaterThan(12 * 1024 * 1024);
  await page.goto('/property/excel-list');
  await page.getByLabel('Choose a file (.xlsx or .csv)').setInputFiles({ name: bigName, mimeType: 'text/csv', buffer: body });
  const batchRow = page.getByRole('row').filter({ hasText: bigName });
  await expect(batchRow.getByText('Processed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${bigName} was imported (rows imported: 1).`)).toBeVisible();
  await expect(batchRow.getByRole('cell').nth(3)).toHaveText('1');
});

test('a file imported before is not imported again unless the admin confirms it', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const name = `e2e-repeat-${stamp}.csv`;
  const header = propertyImportHeaders.map(csvCell).join(',');
  const body = Buffer.from(`${header}\r\n${row({ Address: `Repeat ${stamp}`, 'Property No': `IMP-${stamp}-REP` })}\r\n`, 'utf8');
  const chooser = page.getByLabel('Choose a file (.xlsx or .csv)');
  const batchRows = page.getByRole('row').filter({ hasText: name });
  await page.goto('/property/excel-list');
  await chooser.setInputFiles({ name, mimeType: 'text/csv', buffer: body });
  await expect(page.getByText(`${name} was imported (rows imported: 1).`)).toBeVisible({ timeout: 60_000 });

  await chooser.setInputFiles({ name, mimeType: 'text/csv', buffer: body });
  const dialog = page.getByRole('dialog', { name: 'Import this file again?' });
  await expect(dialog).toContainText(`${name} has the same content as ${name}, imported on`);
  await expect(dialog).toContainText('1 property was created from it. Importing it again creates it a second time.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`${name} was not imported.`)).toBeVisible();
  await expect(batchRows).toHaveCount(1);

  await chooser.setInputFiles({ name, mimeType: 'text/csv', buffer: body });
  await dialog.getByRole('button', { name: 'Import again' }).click();
  await expect(page.getByText(`${name} was imported (rows imported: 1).`)).toBeVisible({ timeout: 60_000 });
  await expect(batchRows).toHaveCount(2);
});

test('the column template downloads as .xlsx; uploaded unchanged, its example row is refused, not imported', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  await page.goto('/property/excel-list');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (.xlsx)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('property-template.xlsx');

  const templateName = `template-as-is-${stamp}.xlsx`;
  await page.getByLabel('Choose a file (.xlsx or .csv)').setInputFiles({
    name: templateName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(await download.path()),
  });
  const batchRow = page.getByRole('row').filter({ hasText: templateName });
  await expect(batchRow.getByText('Failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await batchRow.getByRole('link', { name: `Show the rows of ${templateName}` }).click();
  const exampleRow = page.getByRole('row').filter({ hasText: propertyImportExample.Address });
  await expect(exampleRow.getByText('Failed', { exact: true })).toBeVisible();
  await expect(exampleRow).toContainText("This is the template's example row: replace it with your own data, or delete it");
  await expect(exampleRow.getByRole('link', { name: 'Open the property' })).toHaveCount(0);
});

test('an empty file is refused before any request; a file with missing columns gets one notice, red once its batch fails', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/excel\/(signed-url|upload-file)|\/storage\/upload\//.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/property/excel-list');
  const chooser = page.getByLabel('Choose a file (.xlsx or .csv)');

  const emptyName = `e2e-empty-${stamp}.csv`;
  await chooser.setInputFiles({ name: emptyName, mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(page.getByText(`"${emptyName}" is empty`)).toBeVisible();
  expect(requests).toEqual([]);

  const headersOnly = `e2e-headers-${stamp}.csv`;
  await chooser.setInputFiles({ name: headersOnly, mimeType: 'text/csv', buffer: Buffer.from('Address,Property No\r\n', 'utf8') });
  const batchRow = page.getByRole('row').filter({ hasText: headersOnly });
  await expect(batchRow.getByText('Failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  const notice = page.getByRole('alert').filter({ hasText: `${headersOnly} could not be imported.` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Missing columns:');
  await expect(page.getByText(`${headersOnly} was uploaded; it is being processed.`)).toHaveCount(0);
  // The upload's one message is the card's notice: no toast beside it.
  await expect(page.getByText('File uploaded: the import has started')).toHaveCount(0);
});
