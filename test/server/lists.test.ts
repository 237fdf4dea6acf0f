import { MAX_TEXT } from '@shared/fields';
import { FIXTURE_FILES, validProperty } from './fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v } from '@shared/validation';
import { sql } from 'drizzle-orm';
import { excelBatches, services } from '../../src/server/db/tables/index';
import { sortColumn } from '../../src/server/db/tables/common';
import { columnsOf } from '../../src/server/modules/crud/crudRoutes';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

const url = '/api/v1/admin/service/list';
type Item = { _id: string; title: string; fee: number; createdAt: string; isActive: boolean };

/** 25 services: fees 0..24 with repeats (ties), three days of creation (IST), a few Telugu titles, some inactive. */
const rows = Array.from({ length: 25 }, (_, i) => ({
  title: i % 5 === 0 ? `భూమి సర్వే ${i}` : `Service ${String(i).padStart(2, '0')}`,
  description: i === 7 ? 'Contains 100% pure_text' : 'Plain description',
  highlights: ['h'],
  images: ['a.jpg', 'b.jpg'],
  fee: i % 10,
  isActive: i % 4 !== 0,
  // 2024-03-01 / 02 / 03 at 00:10 IST (= previous day 18:40 UTC) and 23:50 IST, to test day edges in Asia/Kolkata.
  createdAt: new Date(`2024-03-0${(i % 3) + 1}T${i % 2 ? '00:10' : '23:50'}:00+05:30`),
}));

describe('list semantics (services list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ctx.db.insert(services).values(rows);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `${url}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { results: Item[]; meta: { total: number } };
  };

  it('pages consistently: pages join to the whole list without repeats, total constant', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const data = await list(`pageNo=${page}&pageSize=7&orderBy=fee&orderDirection=asc`);
      expect(data.meta.total).toBe(25);
      seen.push(...data.results.map((r) => r._id));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const whole = await list('pageNo=1&pageSize=100&orderBy=fee&orderDirection=asc');
    expect(whole.results.map((r) => r._id)).toEqual(seen);
  });

  it('defaults to page 1, 10 rows, newest first', async () => {
    const data = await list('');
    expect(data.results).toHaveLength(10);
    const dates = data.results.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('sorts by an allowed column in both directions; DESC is accepted in any case', async () => {
    const asc = (await list('pageSize=100&orderBy=fee&orderDirection=asc')).results.map((r) => r.fee);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('pageSize=100&orderBy=fee&orderDirection=DESC')).results.map((r) => r.fee);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('falls back to the default sort for a column that is not sortable', async () => {
    const data = await list('pageSize=100&orderBy=description;drop table services&orderDirection=asc');
    expect(data.meta.total).toBe(25);
    const dates = data.results.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches case-insensitively over the searchable fields, Telugu included, wildcards literal', async () => {
    expect((await list('search=service%2001')).meta.total).toBe(1);
    expect((await list('search=SERVICE')).meta.total).toBe(20);
    expect((await list(`search=${encodeURIComponent('భూమి')}`)).meta.total).toBe(5);
    expect((await list(`search=${encodeURIComponent('100%')}`)).results.map((r) => r.title)).toEqual(['Service 07']);
    expect((await list(`search=${encodeURIComponent('_')}`)).meta.total).toBe(1);
    expect((await list(`search=${encodeURIComponent("' OR 1=1 --")}`)).meta.total).toBe(0);
    // Every word must be found, each in any searchable field, in any order; commas separate words too.
    expect((await list(`search=${encodeURIComponent('pure service')}`)).results.map((r) => r.title)).toEqual(['Service 07']);
    expect((await list(`search=${encodeURIComponent(' 07,  Plain ')}`)).meta.total).toBe(0);
    expect((await list(`search=${encodeURIComponent('07, pure_text')}`)).meta.total).toBe(1);
    expect((await list(`pageSize=100&search=${encodeURIComponent('Plain Service 1')}`)).results.map((r) => r.title).sort()).toEqual(
      ['Service 01', 'Service 11', 'Service 12', 'Service 13', 'Service 14', 'Service 16', 'Service 17', 'Service 18', 'Service 19', 'Service 21'],
    );
  });

  it('filters by the active filter: 1 all, 2 active, 3 inactive; other values are refused', async () => {
    expect((await list('statusFilter=1')).meta.total).toBe(25);
    const active = await list('statusFilter=2&pageSize=100');
    expect(active.meta.total).toBe(18);
    expect(active.results.every((r) => r.isActive)).toBe(true);
    expect((await list('statusFilter=3')).meta.total).toBe(7);
    const bad = await t.inject({ method: 'GET', url: `${url}?statusFilter=9` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('statusFilter');
  });

  it('filters whole days in Asia/Kolkata, both ends inclusive', async () => {
    expect((await list('startDate=2024-03-01&endDate=2024-03-01')).meta.total).toBe(9);
    expect((await list('startDate=2024-03-02&endDate=2024-03-03')).meta.total).toBe(16);
    expect((await list('startDate=2024-03-01&endDate=2024-03-03')).meta.total).toBe(25);
    expect((await list('startDate=2024-03-04')).meta.total).toBe(0);
    expect((await list('endDate=2024-03-01')).meta.total).toBe(9);
  });

  it('refuses impossible dates and reversed ranges with field errors', async () => {
    for (const [query, field, message] of [
      ['startDate=2024-02-31', 'startDate', v.invalidValue],
      ['endDate=2024-13-45', 'endDate', v.invalidValue],
      ['endDate=03/01/2024', 'endDate', v.invalidValue],
      ['startDate=2024-03-03&endDate=2024-03-01', 'endDate', v.endBeforeStart],
    ]) {
      const res = await t.inject({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
  });

  it('refuses a year before 1900 with its own message (0026 is a lost keystroke), not as a missing date', async () => {
    for (const [query, field] of [
      ['startDate=0026-12-02&endDate=2026-11-26', 'startDate'],
      ['startDate=2024-03-01&endDate=1899-12-31', 'endDate'],
    ]) {
      const res = await t.inject({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message: v.dateTooEarly }]);
    }
    expect((await list('startDate=1900-01-01&endDate=2024-03-01')).meta.total).toBe(9);
  });

  it('refuses bad paging values', async () => {
    for (const query of ['pageNo=0', 'pageNo=abc', 'pageSize=1000', 'pageNo=1e30', 'pageSize=-1']) {
      const res = await t.inject({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().statusCode).toBe(1000);
    }
  });

  it('answers an empty page past the end with the right total', async () => {
    const data = await list('pageNo=50&pageSize=10');
    expect(data.results).toEqual([]);
    expect(data.meta.total).toBe(25);
  });
});

describe('text sort order', () => {
  let t: TestApp;
  const titles = ['Plot 10', 'plot 2', 'Plot 11', 'Plot 1-9', 'Plot 1-10', 'apple', 'ప్లాట్ 12', 'ప్లాట్ 5'];
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ctx.db.insert(services).values(titles.map((title) => ({ title, description: 'd', highlights: ['h'], images: ['a.jpg', 'b.jpg'] })));
  });
  afterAll(() => t.close());

  const sortedTitles = async (direction: string) => {
    const res = await t.inject({ method: 'GET', url: `${url}?pageSize=100&orderBy=title&orderDirection=${direction}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.results as Item[]).map((r) => r.title);
  };

  it('orders numbers inside text by their value and ignores letter case, both directions', async () => {
    const expected = ['apple', 'Plot 1-9', 'Plot 1-10', 'plot 2', 'Plot 10', 'Plot 11', 'ప్లాట్ 5', 'ప్లాట్ 12'];
    expect(await sortedTitles('asc')).toEqual(expected);
    expect(await sortedTitles('desc')).toEqual([...expected].reverse());
  });

  it('finds a page of a text sort from its index alone (the sort key is stored), and never answers with the key', async () => {
    // VACUUM sets the visibility map an index-only scan needs (the server's maintenance does it on a real catalogue).
    await t.app.ctx.db.execute(sql`VACUUM ${services}`);
    const plan = await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const orderBy = sortColumn(columnsOf(services), 'title');
      return (await tx.execute(sql`EXPLAIN SELECT ${services._id} FROM ${services} ORDER BY ${orderBy}, ${services._id} OFFSET 4 LIMIT 2`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('Index Only Scan using services_title_sort_idx');
    const res = await t.inject({ method: 'GET', url: `${url}?pageSize=100&orderBy=title` });
    const keys = new Set((res.json().data.results as Item[]).flatMap((r) => Object.keys(r)));
    expect(keys).toContain('title');
    expect([...keys].filter((k) => /sortKey/i.test(k))).toEqual([]);
  });

  it('sorts the spreadsheet imports by file name in the same natural order, through the stored key', async () => {
    const names = ['April 10.xlsx', 'april 2.xlsx', 'April 1.csv'];
    await t.app.ctx.db.insert(excelBatches).values(names.map((originalFileName, i) => ({ fileName: `excel/sort/${i}.xlsx`, originalFileName })));
    const res = await t.inject({ method: 'GET', url: '/api/v1/admin/property/excel/list?pageSize=100&orderBy=originalFileName&orderDirection=asc' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.results as { originalFileName: string }[]).map((b) => b.originalFileName)).toEqual(['April 1.csv', 'april 2.xlsx', 'April 10.xlsx']);
  });

  it('takes an address as long as the schema allows in a script that does not compress, sorted by its first 200 characters', async () => {
    // 5,000 Telugu letters, from a fixed pseudo-random sequence: its sort key made an index entry past btree's
    // 2,704-byte limit, and the save failed with a 500.
    const letters = 'కఖగఘఙచఛజఝఞటఠడఢణతథదధనపఫబభమయరలవశషసహళ';
    let seed = 12345;
    const long = Array.from({ length: 5000 }, (_, i) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return i % 7 === 6 ? ' ' : letters[seed % letters.length];
    }).join('');
    await t.store(...FIXTURE_FILES);
    const create = (address: string) => t.inject({ method: 'POST', url: '/api/v1/admin/property/create', payload: validProperty({ address }) });
    for (const address of [`zz ${long}`.slice(0, MAX_TEXT), 'Plot 9, Kokapet']) {
      const res = await create(address);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    }
    const list = await t.inject({ method: 'GET', url: '/api/v1/admin/property/list?pageSize=100&orderBy=address&orderDirection=desc' });
    const addresses = (list.json().data.results as { address: string }[]).map((r) => r.address);
    expect(addresses[0].startsWith('zz ')).toBe(true);
    expect(addresses.at(-1)).toBe('Plot 9, Kokapet');
  });
});

describe('deep pages', () => {
  let t: TestApp;
  const titles = Array.from({ length: 237 }, (_, i) => `Plot ${i + 1}`);
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ctx.db.insert(services).values(titles.map((title) => ({ title, description: 'd', highlights: ['h'], images: ['a.jpg', 'b.jpg'] })));
  });
  afterAll(() => t.close());

  const page = async (pageNo: number, direction: string) => {
    const res = await t.inject({ method: 'GET', url: `${url}?pageNo=${pageNo}&pageSize=10&orderBy=title&orderDirection=${direction}` });
    expect(res.statusCode, res.body).toBe(200);
    const { results, meta } = res.json().data as { results: Item[]; meta: { total: number } };
    expect(meta.total).toBe(237);
    return results.map((r) => r.title);
  };

  it('are the same rows in the same order, past the middle (read from the end) as before it, the last one short', async () => {
    for (const direction of ['asc', 'desc']) {
      const all: string[] = [];
      for (let pageNo = 1; pageNo <= 24; pageNo++) all.push(...(await page(pageNo, direction)));
      expect(all, direction).toEqual(direction === 'asc' ? titles : [...titles].reverse());
      expect(await page(24, direction)).toHaveLength(7);
      expect(await page(25, direction)).toEqual([]);
    }
  });
});
