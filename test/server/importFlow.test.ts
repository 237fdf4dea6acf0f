/** The spreadsheet import through the API: template, signed upload, batch registration, background processing, rows. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusCodes } from '@shared/api';
import { excelBatchStatus, excelFileStatus } from '@shared/enums';
import type { ExcelBatch, ExcelRow } from '@shared/resources/property';
import { propertyImportExample, propertyImportHeaders, WHOLE_ROW_FIELD } from '@shared/resources/propertyImport';
import { ACL_HEADER, ACL_VALUE } from '@shared/uploads';
import { v } from '@shared/validation';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { sheetRows, storeExampleFiles, toCsvText, waitForBatch } from './importHelpers';

const API = '/api/v1';

/** Three good rows and two bad ones (rows 3 and 5 of the sheet). */
function sampleRows(marker: string): Record<string, string>[] {
  const good = (n: number) => ({ ...propertyImportExample, Address: `${marker} good ${n}, Kokapet` });
  return [
    good(1),
    { ...propertyImportExample, Address: '' },
    good(2),
    { ...propertyImportExample, Address: `${marker} refused`, 'Plot Type': 'Castle', Images: 'only-one.jpg' },
    good(3),
  ];
}

async function xlsxOf(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Properties');
  for (const values of sheetRows(rows)) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('spreadsheet import API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await storeExampleFiles(t);
  });
  afterAll(() => t.close());

  const register = (fileName: string, originalFileName = fileName.split('/').pop()!) =>
    t.inject({ method: 'POST', url: `${API}/admin/property/excel/upload-file`, payload: { fileName, originalFileName } });

  const rowsOf = async (batchId: string, query = '') => {
    const res = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/file/content/${batchId}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { results: ExcelRow[]; meta: { total: number }; batch: ExcelBatch };
  };

  const propertiesMatching = async (search: string) => {
    const res = await t.inject({ method: 'GET', url: `${API}/admin/property/list?pageSize=100&search=${encodeURIComponent(search)}` });
    return (res.json().data as { meta: { total: number } }).meta.total;
  };

  it('imports an .xlsx uploaded through the signed URL: good rows become properties, bad rows keep their errors', async () => {
    const signed = await t.inject({ method: 'POST', url: `${API}/admin/property/excel/signed-url`, payload: { fileName: 'March listings.xlsx' } });
    expect(signed.statusCode, signed.body).toBe(200);
    const { signedUrl, fileNameWithPrefix } = signed.json().data as { signedUrl: string; fileNameWithPrefix: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { [ACL_HEADER]: ACL_VALUE, 'content-type': 'application/octet-stream' },
      payload: await xlsxOf(sampleRows('XLSX-IMPORT')),
    });
    expect(put.statusCode, put.body).toBe(200);

    const created = await register(fileNameWithPrefix, 'March listings.xlsx');
    expect(created.statusCode, created.body).toBe(200);
    const batch = created.json().data as ExcelBatch;
    expect(batch).toMatchObject({ originalFileName: 'March listings.xlsx', status: excelBatchStatus.values.PENDING, totalRows: 0 });

    const done = await waitForBatch(t, batch._id);
    expect(done).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, totalRows: 5, processedRows: 3, failedRows: 2 });
    expect(await propertiesMatching('XLSX-IMPORT good')).toBe(3);
    expect(await propertiesMatching('XLSX-IMPORT refused')).toBe(0);

    const rows = await rowsOf(batch._id, 'orderBy=rowNumber&orderDirection=asc');
    expect(rows.meta.total).toBe(5);
    expect(rows.batch._id).toBe(batch._id);
    expect(rows.results.map((r) => [r.rowNumber, r.status])).toEqual([
      [2, excelFileStatus.values.PROCESSED],
      [3, excelFileStatus.values.FAILED],
      [4, excelFileStatus.values.PROCESSED],
      [5, excelFileStatus.values.FAILED],
      [6, excelFileStatus.values.PROCESSED],
    ]);
    expect(rows.results[0].propertyId).toEqual(expect.any(String));
    expect(rows.results[1].errors).toEqual([{ field: 'address', message: v.address }]);
    expect(rows.results[3].errors).toEqual(
      expect.arrayContaining([
        {
          field: 'plotType',
          message: v.notAPlotType,
          args: { value: 'Castle', choices: 'Apartment, Housing, Commercial, Semi Commercial, Retail, Industrial, Residential' },
        },
        { field: 'images', message: v.minImages },
      ]),
    );
    expect(rows.results[3].data).toMatchObject({ Address: 'XLSX-IMPORT refused', 'Plot Type': 'Castle' });
  });

  it('imports a .csv the same way, and pages, searches and filters its rows', async () => {
    await t.app.ctx.storage.put('excel/test/listings.csv', Buffer.from(toCsvText(sampleRows('CSV-IMPORT')), 'utf8'));
    const created = await register('excel/test/listings.csv');
    expect(created.statusCode, created.body).toBe(200);
    const done = await waitForBatch(t, (created.json().data as ExcelBatch)._id);
    expect(done).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, processedRows: 3, failedRows: 2, decimalComma: false });

    const firstPage = await rowsOf(done._id, 'pageNo=1&pageSize=2&orderBy=rowNumber&orderDirection=desc');
    expect(firstPage.meta.total).toBe(5);
    expect(firstPage.results.map((r) => r.rowNumber)).toEqual([6, 5]);
    // Search covers the cells and the errors' English texts.
    expect((await rowsOf(done._id, 'search=Castle')).results.map((r) => r.rowNumber)).toEqual([5]);
    expect((await rowsOf(done._id, `search=${encodeURIComponent('is not a plot type')}`)).results.map((r) => r.rowNumber)).toEqual([5]);
    expect((await rowsOf(done._id, `search=${encodeURIComponent('Please enter address')}`)).results.map((r) => r.rowNumber)).toEqual([3]);
    expect((await rowsOf(done._id, `status=${excelFileStatus.values.FAILED}`)).meta.total).toBe(2);

    const list = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/list?search=listings.csv&orderBy=createdAt&orderDirection=desc` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ meta: { total: 1 }, results: [{ _id: done._id, failedRows: 2 }] });
  });

  it('fails a price Excel shows as a date (typed 12-5, shown 12 May), saying what it read, instead of importing its day count', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Properties');
    for (const values of sheetRows([{ ...propertyImportExample, Address: 'DATE-PRICE 1, Kokapet' }])) sheet.addRow(values);
    sheet.getCell(2, propertyImportHeaders.indexOf('Price Per Sq Ft') + 1).value = new Date(Date.UTC(2026, 4, 12));
    await t.app.ctx.storage.put('excel/test/date-price.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const created = await register('excel/test/date-price.xlsx');
    expect(created.statusCode, created.body).toBe(200);
    const done = await waitForBatch(t, (created.json().data as ExcelBatch)._id);
    expect(done).toMatchObject({ processedRows: 0, failedRows: 1 });
    const [row] = (await rowsOf(done._id)).results;
    expect(row.errors).toEqual([{ field: 'pricePerSqft', message: v.notANumber, args: { value: '2026-05-12' } }]);
    expect(await propertiesMatching('DATE-PRICE')).toBe(0);
  });

  it('keeps the file’s order among the properties it creates: sorted by creation, they read as the file', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `FILE-ORDER ${String(i + 1).padStart(2, '0')}, Kokapet`);
    const rows = addresses.map((Address) => ({ ...propertyImportExample, Address }));
    await t.app.ctx.storage.put('excel/test/ordered.csv', Buffer.from(toCsvText(rows), 'utf8'));
    const created = await register('excel/test/ordered.csv');
    expect(created.statusCode, created.body).toBe(200);
    expect(await waitForBatch(t, (created.json().data as ExcelBatch)._id)).toMatchObject({ status: excelBatchStatus.values.PROCESSED, processedRows: 12 });
    const listed = async (direction: string) => {
      const res = await t.inject({ method: 'GET', url: `${API}/admin/property/list?pageSize=100&search=FILE-ORDER&orderBy=createdAt&orderDirection=${direction}` });
      return (res.json().data as { results: { address: string }[] }).results.map((r) => r.address);
    };
    expect(await listed('asc')).toEqual(addresses);
    expect(await listed('desc')).toEqual([...addresses].reverse());
  });

  it('links each imported row to its property, and a deleted property leaves the row unlinked, marked deleted', async () => {
    await t.app.ctx.storage.put('excel/test/links.csv', Buffer.from(toCsvText(sampleRows('LINK-IMPORT')), 'utf8'));
    const created = await register('excel/test/links.csv');
    const done = await waitForBatch(t, (created.json().data as ExcelBatch)._id);
    const rows = (await rowsOf(done._id, 'orderBy=rowNumber&orderDirection=asc')).results;
    const linked = rows.filter((r) => r.propertyId);
    expect(linked.map((r) => r.rowNumber)).toEqual([2, 4, 6]);
    expect(rows.map((r) => r.propertyDeleted)).toEqual([false, false, false, false, false]);
    for (const row of linked) {
      const one = await t.inject({ method: 'GET', url: `${API}/admin/property/get/${row.propertyId}` });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data.address).toBe(row.data.Address);
    }

    const removed = await t.inject({ method: 'DELETE', url: `${API}/admin/property/delete/${linked[0].propertyId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await rowsOf(done._id, 'orderBy=rowNumber&orderDirection=asc')).results;
    // Rows 3 and 5 failed (never created a property); row 2's property was deleted: only row 2 says so.
    expect(after.map((r) => [r.rowNumber, r.propertyId ?? null, r.propertyDeleted])).toEqual([
      [2, null, true],
      [3, null, false],
      [4, linked[1].propertyId, false],
      [5, null, false],
      [6, linked[2].propertyId, false],
    ]);
    const imported = await rowsOf(done._id, `status=${excelFileStatus.values.PROCESSED}&orderBy=rowNumber&orderDirection=asc`);
    expect(imported.results.map((r) => [r.rowNumber, r.propertyDeleted])).toEqual([
      [2, true],
      [4, false],
      [6, false],
    ]);
  });

  it('does not import the downloaded template left as it is: its example row fails, saying so; edited, it imports', async () => {
    const exampleRefused = [{ field: WHOLE_ROW_FIELD, message: v.templateExampleRow }];
    const before = await propertiesMatching(propertyImportExample.Address);
    for (const format of ['xlsx', 'csv'] as const) {
      const template = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/template?format=${format}` });
      expect(template.statusCode).toBe(200);
      const key = `excel/test/template-as-is.${format}`;
      await t.app.ctx.storage.put(key, template.rawPayload);
      const done = await waitForBatch(t, ((await register(key)).json().data as ExcelBatch)._id);
      expect(done, `${format}: ${done.error}`).toMatchObject({ status: excelBatchStatus.values.FAILED, totalRows: 1, processedRows: 0, failedRows: 1 });
      const { results } = await rowsOf(done._id);
      expect(results.map((r) => [r.rowNumber, r.status, r.errors, r.propertyId ?? null, r.propertyDeleted])).toEqual([
        [2, excelFileStatus.values.FAILED, exampleRefused, null, false],
      ]);
      // The row list's search finds it by the message's English text.
      expect((await rowsOf(done._id, `search=${encodeURIComponent("template's example row")}`)).meta.total).toBe(1);
    }
    // No property was made of it.
    expect(await propertiesMatching(propertyImportExample.Address)).toBe(before);

    // The same template with one cell changed is the admin's own row: imported as before.
    const csv = (await t.inject({ method: 'GET', url: `${API}/admin/property/excel/template?format=csv` })).body;
    await t.app.ctx.storage.put('excel/test/template-edited.csv', Buffer.from(csv.replace('KKP-0014', 'TEMPLATE-EDITED-1'), 'utf8'));
    const edited = await waitForBatch(t, ((await register('excel/test/template-edited.csv')).json().data as ExcelBatch)._id);
    expect(edited).toMatchObject({ status: excelBatchStatus.values.PROCESSED, processedRows: 1, failedRows: 0 });
    expect(await propertiesMatching('TEMPLATE-EDITED-1')).toBe(1);
    expect(await propertiesMatching(propertyImportExample.Address)).toBe(before + 1);
  });

  it('answers the same batch when the same stored file is registered twice', async () => {
    await t.app.ctx.storage.put('excel/test/twice.csv', Buffer.from(toCsvText(sampleRows('TWICE')), 'utf8'));
    const first = (await register('excel/test/twice.csv')).json().data as ExcelBatch;
    const second = (await register('excel/test/twice.csv')).json().data as ExcelBatch;
    expect(second._id).toBe(first._id);
    await waitForBatch(t, first._id);
    expect(await propertiesMatching('TWICE good')).toBe(3);
  });

  it('registers the same stored file sent three times at once as one batch: each property imported once', async () => {
    await t.app.ctx.storage.put('excel/test/at-once.csv', Buffer.from(toCsvText(sampleRows('ATONCE')), 'utf8'));
    const answers = await Promise.all([1, 2, 3].map(() => register('excel/test/at-once.csv')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => (res.json().data as ExcelBatch)._id));
    expect(ids.size).toBe(1);
    await waitForBatch(t, [...ids][0]);
    expect(await propertiesMatching('ATONCE good')).toBe(3);
  });

  it('asked to, refuses the same bytes sent at once under two stored names: one imports, the other is told', async () => {
    const bytes = Buffer.from(toCsvText(sampleRows('TWONAMES')), 'utf8');
    await t.app.ctx.storage.put('excel/test/two-names-1.csv', bytes);
    await t.app.ctx.storage.put('excel/test/two-names-2.csv', bytes);
    const answers = await Promise.all(
      ['excel/test/two-names-1.csv', 'excel/test/two-names-2.csv'].map((fileName) =>
        t.inject({ method: 'POST', url: `${API}/admin/property/excel/upload-file`, payload: { fileName, originalFileName: 'May.csv', unlessImportedBefore: true } }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    await waitForBatch(t, (answers.find((res) => res.statusCode === 200)!.json().data as ExcelBatch)._id);
    expect(await propertiesMatching('TWONAMES good')).toBe(3);
  });

  it('asked to, refuses a file whose bytes were imported before (409 naming that batch); asked again without, imports it', async () => {
    const bytes = Buffer.from(toCsvText(sampleRows('REPEAT')), 'utf8');
    await t.app.ctx.storage.put('excel/test/repeat-1.csv', bytes);
    const first = (await register('excel/test/repeat-1.csv', 'April.csv')).json().data as ExcelBatch;
    await waitForBatch(t, first._id);

    // Another upload of the same bytes under another name, as the admin does when choosing the file again.
    await t.app.ctx.storage.put('excel/test/repeat-2.csv', bytes);
    const checked = (payload: object) =>
      t.inject({ method: 'POST', url: `${API}/admin/property/excel/upload-file`, payload: { fileName: 'excel/test/repeat-2.csv', ...payload } });
    const refused = await checked({ originalFileName: 'April again.csv', unlessImportedBefore: true });
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json();
    expect(body.statusCode).toBe(statusCodes.IMPORT_REPEATED);
    expect(body.message).toMatch(/^This file was imported before, as April\.csv on .+: 3 properties were created from it$/);
    expect(body.errors[0]).toMatchObject({ field: 'fileName', args: { name: 'April.csv', processedRows: '3', batchId: first._id } });
    expect(new Date(body.errors[0].args.importedAt).getTime()).toBe(new Date(first.createdAt).getTime());
    expect(await propertiesMatching('REPEAT good')).toBe(3);

    // Different bytes are not a repeat; the confirmed repeat imports again.
    await t.app.ctx.storage.put('excel/test/repeat-other.csv', Buffer.from(toCsvText(sampleRows('OTHERBYTES')), 'utf8'));
    const other = await t.inject({
      method: 'POST',
      url: `${API}/admin/property/excel/upload-file`,
      payload: { fileName: 'excel/test/repeat-other.csv', originalFileName: 'April.csv', unlessImportedBefore: true },
    });
    expect(other.statusCode, other.body).toBe(200);
    const again = await checked({ originalFileName: 'April again.csv' });
    expect(again.statusCode, again.body).toBe(200);
    await waitForBatch(t, (again.json().data as ExcelBatch)._id);
    await waitForBatch(t, (other.json().data as ExcelBatch)._id);
    expect(await propertiesMatching('REPEAT good')).toBe(6);
  });

  it('imports a semicolon-separated .csv with decimal commas, as Excel saves it in French', async () => {
    const cell = (s: string) => (/[";\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    const rows = [{ ...propertyImportExample, Address: 'SEMICOLON Plot 1', 'Price Per Sq Ft': '4 500,50', Latitude: '17,3870', Longitude: '78,3303' }];
    const text = '\uFEFF' + sheetRows(rows).map((r) => r.map(cell).join(';')).join('\r\n') + '\r\n';
    await t.app.ctx.storage.put('excel/test/semicolons.csv', Buffer.from(text, 'utf8'));
    const batch = await waitForBatch(t, ((await register('excel/test/semicolons.csv')).json().data as ExcelBatch)._id);
    // The batch says how its file writes numbers: an export of its rows is written the same way.
    expect(batch).toMatchObject({ status: excelBatchStatus.values.PROCESSED, processedRows: 1, failedRows: 0, decimalComma: true });
    const found = await t.inject({ method: 'GET', url: `${API}/admin/property/list?search=SEMICOLON` });
    expect(found.json().data.results[0]).toMatchObject({ pricePerSqft: 4500.5, amenities: ['Club House', 'Swimming Pool', '24x7 Security'] });
  });

  it('fails a row whose images or brochure name no stored file, naming each; http(s) links are not looked up', async () => {
    const rows = [
      { ...propertyImportExample, Address: 'FILES stored' },
      { ...propertyImportExample, Address: 'FILES missing', Images: 'demo/scene-1.png; property/images/typo.jpg', Brochure: 'property/brochures/gone.pdf' },
      { ...propertyImportExample, Address: 'FILES links', Images: 'https://cdn.example.com/a.jpg; http://cdn.example.com/b.jpg' },
    ];
    await t.app.ctx.storage.put('excel/test/files.csv', Buffer.from(toCsvText(rows), 'utf8'));
    const batch = await waitForBatch(t, ((await register('excel/test/files.csv')).json().data as ExcelBatch)._id);
    expect(batch).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, processedRows: 2, failedRows: 1 });

    const { results } = await rowsOf(batch._id, `status=${excelFileStatus.values.FAILED}`);
    expect(results.map((r) => [r.rowNumber, r.errors])).toEqual([
      [
        3,
        [
          { field: 'images.1', message: v.storedFileMissing, args: { file: 'property/images/typo.jpg' } },
          { field: 'brochure', message: v.storedFileMissing, args: { file: 'property/brochures/gone.pdf' } },
        ],
      ],
    ]);
    // The row list's search finds the row by the file it names, in the error's English text.
    expect((await rowsOf(batch._id, 'search=brochures%2Fgone.pdf')).meta.total).toBe(1);
    expect(await propertiesMatching('FILES')).toBe(2);
  });

  it('names a refused row’s missing files with its other errors, so that one round of corrections is enough', async () => {
    const rows = [
      { ...propertyImportExample, Address: 'BOTH wrong', Latitude: '17.38', Longitude: '', Images: 'demo/scene-1.png; property/images/nothere.png', Brochure: 'property/brochures/missing.pdf' },
      // A name outside storage is no stored file either (storage never looks outside its folder).
      { ...propertyImportExample, Address: 'BOTH outside', 'Price Per Sq Ft': 'abc', Images: 'demo/scene-1.png; ../secret.png' },
    ];
    await t.app.ctx.storage.put('excel/test/both.csv', Buffer.from(toCsvText(rows), 'utf8'));
    const batch = await waitForBatch(t, ((await register('excel/test/both.csv')).json().data as ExcelBatch)._id);
    expect(batch).toMatchObject({ status: excelBatchStatus.values.FAILED, processedRows: 0, failedRows: 2 });
    const { results } = await rowsOf(batch._id, `status=${excelFileStatus.values.FAILED}`);
    const [both, outside] = results.sort((a, b) => a.rowNumber - b.rowNumber);
    expect(both.errors.map((e) => e.field)).toEqual(['location.longitude', 'images.1', 'brochure']);
    expect(both.errors.slice(1)).toEqual([
      { field: 'images.1', message: v.storedFileMissing, args: { file: 'property/images/nothere.png' } },
      { field: 'brochure', message: v.storedFileMissing, args: { file: 'property/brochures/missing.pdf' } },
    ]);
    expect(outside.errors).toEqual([
      { field: 'pricePerSqft', message: v.notANumber, args: { value: 'abc' } },
      { field: 'images.1', message: v.storedFileMissing, args: { file: '../secret.png' } },
    ]);
  });

  it('ends FAILED with a reason for a file without valid rows, without required columns, or unreadable', async () => {
    const cases: [string, Buffer, string][] = [
      ['excel/test/all-bad.csv', Buffer.from(toCsvText([{ ...propertyImportExample, Address: '' }])), 'No row is valid'],
      ['excel/test/columns.csv', Buffer.from('Address,Images\r\nSomewhere,a.jpg;b.jpg\r\n'), 'Missing columns: Area Of Plot'],
      ['excel/test/broken.xlsx', Buffer.from('PK\u0003\u0004 but not really a workbook'), 'could not be read'],
      ['excel/test/header-only.csv', Buffer.from(propertyImportHeaders.join(',')), 'no data rows'],
    ];
    for (const [key, body, reason] of cases) {
      await t.app.ctx.storage.put(key, body);
      const created = await register(key);
      expect(created.statusCode, created.body).toBe(200);
      const done = await waitForBatch(t, (created.json().data as ExcelBatch)._id);
      expect(done.status, key).toBe(excelBatchStatus.values.FAILED);
      expect(done.error, key).toContain(reason);
    }
  });

  it('downloads the template as .xlsx and .csv with the header row and an example row', async () => {
    const xlsx = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/template?format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('property-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(propertyImportHeaders);
    expect(sheet.getRow(2).getCell(1).value).toBe(propertyImportExample.Address);
    const notes = workbook.getWorksheet('Notes')!.getColumn(1).values.map(String);
    expect(notes).toContain('Row 2 is an example: replace it with your own data or delete it (left as it is, it is not imported).');

    const csv = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/template?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(propertyImportHeaders.join(','));

    const bad = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/template?format=pdf` });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses files that are not spreadsheets, and files never uploaded', async () => {
    const signed = await t.inject({ method: 'POST', url: `${API}/admin/property/excel/signed-url`, payload: { fileName: 'photo.png' } });
    expect(signed.statusCode).toBe(415);
    expect(signed.json().statusCode).toBe(statusCodes.UPLOAD_BAD_TYPE);

    await t.app.ctx.storage.put('excel/test/photo.png', Buffer.from('not a sheet'));
    const png = await register('excel/test/photo.png');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ statusCode: statusCodes.IMPORT_BAD_FILE, errors: [{ field: 'fileName' }] });

    const missing = await register('excel/test/never-uploaded.xlsx');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().statusCode).toBe(statusCodes.IMPORT_BAD_FILE);

    const noBody = await t.inject({ method: 'POST', url: `${API}/admin/property/excel/upload-file`, payload: {} });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 404 for an unknown batch, 400 for a malformed id, 401 without a token', async () => {
    const unknown = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/file/content/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().statusCode).toBe(statusCodes.IMPORT_NOT_FOUND);
    const malformed = await t.inject({ method: 'GET', url: `${API}/admin/property/excel/file/content/not-an-id` });
    expect(malformed.statusCode).toBe(400);
    for (const url of ['excel/list', 'excel/template', 'excel/file/content/00000000-0000-4000-8000-000000000000']) {
      expect((await t.inject({ method: 'GET', url: `${API}/admin/property/${url}`, token: null })).statusCode).toBe(401);
    }
    const post = await t.inject({ method: 'POST', url: `${API}/admin/property/excel/upload-file`, token: null, payload: {} });
    expect(post.statusCode).toBe(401);
  });
});
