/**
 * List totals are cached between calls (src/server/modules/crud/countCache.ts), so every kind of write must show
 * in the very next list's `meta.total`: API create / delete / status toggle, a spreadsheet import, a write straight
 * through the database client. Deep pages (found by id first) must be
 * the same rows as plain paging.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeFilter } from '@shared/enums';
import { propertyImportExample } from '@shared/resources/propertyImport';
import type { ExcelBatch } from '@shared/resources/property';
import { schema, services } from '../../src/server/db/tables/index';
import { deleteDependents, writtenTables } from '../../src/server/db/writeWatch';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { FIXTURE_FILES, validProperty } from './fixtures';
import { storeExampleFiles, toCsvText, waitForBatch } from './importHelpers';

const API = '/api/v1/admin';

describe('list totals stay exact while cached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await storeExampleFiles(t);
    await t.store(...FIXTURE_FILES);
  });
  afterAll(() => t.close());

  const total = async (url: string) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { meta: { total: number } }).meta.total;
  };
  const kokapet = `${API}/property/list?search=TOTALS-KOKAPET`;
  const active = `${API}/property/list?search=TOTALS-KOKAPET&statusFilter=${activeFilter.values.ACTIVE}`;
  const create = async (address: string) => {
    const res = await t.inject({ method: 'POST', url: `${API}/property/create`, payload: validProperty({ address }) });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as { _id: string })._id;
  };

  it('reflects API creates, status toggles and deletes in the next total', async () => {
    expect(await total(kokapet)).toBe(0);
    const first = await create('1 TOTALS-KOKAPET Road');
    expect(await total(kokapet)).toBe(1);
    const second = await create('2 TOTALS-KOKAPET Road');
    expect(await total(kokapet)).toBe(2);
    expect(await total(active)).toBe(2);

    expect((await t.inject({ method: 'PATCH', url: `${API}/property/status/update/${first}` })).statusCode).toBe(200);
    expect(await total(active)).toBe(1);
    expect(await total(kokapet)).toBe(2);

    expect((await t.inject({ method: 'DELETE', url: `${API}/property/delete/${second}` })).statusCode).toBe(200);
    expect(await total(kokapet)).toBe(1);
    expect(await total(active)).toBe(0);
  });

  it('reflects a spreadsheet import in the next total', async () => {
    const url = `${API}/property/list?search=TOTALS-IMPORT`;
    expect(await total(url)).toBe(0);
    const rows = Array.from({ length: 7 }, (_, i) => ({ ...propertyImportExample, Address: i === 3 ? '' : `${i} TOTALS-IMPORT Lane` }));
    await t.app.ctx.storage.put('excel/test/totals.csv', Buffer.from(toCsvText(rows), 'utf8'));
    const created = await t.inject({ method: 'POST', url: `${API}/property/excel/upload-file`, payload: { fileName: 'excel/test/totals.csv', originalFileName: 'totals.csv' } });
    expect(created.statusCode, created.body).toBe(200);
    // Lists while the batch runs may see part of it; once it is done, the total is all the good rows.
    await waitForBatch(t, (created.json().data as ExcelBatch)._id);
    expect(await total(url)).toBe(6);
  });

  it('reflects writes made straight through the database client', async () => {
    const url = `${API}/service/list?search=TOTALS-SERVICE`;
    expect(await total(url)).toBe(0);
    const [row] = await t.app.ctx.db
      .insert(services)
      .values({ title: 'TOTALS-SERVICE survey', description: 'd', highlights: [], fee: 1, isActive: true })
      .returning();
    expect(await total(url)).toBe(1);
    await t.app.ctx.db.delete(services).where(eq(services._id, row._id));
    expect(await total(url)).toBe(0);

  });

  it('pages deep into a list (found by id first) exactly as one long page does', async () => {
    await t.app.ctx.db.insert(services).values(
      Array.from({ length: 150 }, (_, i) => ({ title: `TOTALS-DEEP ${i}`, description: 'd', highlights: [], fee: i % 7, isActive: true })),
    );
    const ids = async (query: string) => {
      const res = await t.inject({ method: 'GET', url: `${API}/service/list?search=TOTALS-DEEP&orderBy=fee&orderDirection=desc&${query}` });
      const data = res.json().data as { results: { _id: string; fee: number }[]; meta: { total: number } };
      expect(data.meta.total).toBe(150);
      return data.results.map((r) => r._id);
    };
    const whole = [...(await ids('pageNo=1&pageSize=100')), ...(await ids('pageNo=2&pageSize=100'))];
    expect(new Set(whole).size).toBe(150);
    expect(await ids('pageNo=11&pageSize=10')).toEqual(whole.slice(100, 110));
    expect(await ids('pageNo=15&pageSize=10')).toEqual(whole.slice(140, 150));
    expect(await ids('pageNo=16&pageSize=10')).toEqual([]);
  });
});

describe('which tables a statement writes', () => {
  it('reads the table of drizzle and raw writes, and nothing from reads', () => {
    expect(writtenTables('insert into "properties" ("a") values ($1)')).toEqual(['properties']);
    expect(writtenTables('update "service_orders" set "status" = $1 where "_id" = $2')).toEqual(['service_orders']);
    expect(writtenTables('delete from "public"."excel_rows" where 1=1')).toEqual(['excel_rows']);
    expect(writtenTables('with x as (delete from "a" returning *) insert into "b" select * from x')).toEqual(['a', 'b']);
    expect(writtenTables('select * from "properties" where "address" ilike $1 for update')).toEqual([]);
    expect(writtenTables('VACUUM (ANALYZE) "properties"')).toEqual([]);
    expect(writtenTables('DO $$ BEGIN PERFORM 1; END $$')).toBe('all');
  });

  it('counts a delete of a property as a write of the tables its foreign keys change', () => {
    expect(deleteDependents(Object.values(schema)).get('properties')).toEqual(expect.arrayContaining(['property_leads', 'excel_rows']));
  });
});
