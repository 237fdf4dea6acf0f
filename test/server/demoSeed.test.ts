/** Demo data: every list filled (seen through the API), valid for the forms, stored images served, idempotent, deterministic. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@shared/api';
import { excelBatchStatus, orderStatus } from '@shared/enums';
import { blogInputSchema, reviewInputSchema } from '@shared/resources/contentSchemas';
import { propertyInputSchema } from '@shared/resources/propertySchemas';
import type { ResourceContract } from '@shared/resource';
import { resourceContracts as registry } from '@shared/resources/registry';
import { serviceInputSchema } from '@shared/resources/servicesSchemas';
import { demoProperties } from '../../src/server/demo/demoListings';
import { createRandom } from '../../src/server/demo/random';
import { DEMO_SEED, seedDemoData } from '../../src/server/demo/seed';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

const resourceContracts: readonly ResourceContract[] = registry;

type ListData<T = Record<string, unknown>> = { results: T[]; meta: { total: number; totalPages?: number } };

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    expect(await seedDemoData(t.app.ctx)).toEqual({ seeded: true });
  });
  afterAll(() => t.close());

  const get = async <T = Record<string, unknown>>(path: string): Promise<T> => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${path}` });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json().data as T;
  };

  const totals = async () => {
    const out: Record<string, number> = {};
    for (const contract of resourceContracts) {
      if (!contract.routes.list || contract.name === 'property-excel-rows') continue;
      const data = await get<ListData>(`${contract.routes.list.path}?pageSize=12`);
      out[contract.name] = contract.listTotal === 'totalPages' ? (data.meta.totalPages ?? 0) * 12 : data.meta.total;
    }
    return out;
  };

  it('fills every list with hundreds of rows, and leaves one finished spreadsheet batch with failed rows', async () => {
    const counts = await totals();
    for (const [name, total] of Object.entries(counts)) {
      if (name === 'property-excel') expect(total, name).toBe(1);
      else expect(total, name).toBeGreaterThanOrEqual(100);
    }
    const batches = await get<ListData<{ _id: string; status: number; failedRows: number; processedRows: number }>>('admin/property/excel/list');
    expect(batches.results[0]).toMatchObject({ status: excelBatchStatus.values.PROCESSED_WITH_ERRORS, failedRows: 3 });
    const failed = await get<ListData<{ errors: unknown[] }>>(`admin/property/excel/file/content/${batches.results[0]._id}?status=3`);
    expect(failed.meta.total).toBe(3);
    expect(failed.results.every((r) => r.errors.length > 0)).toBe(true);
  });

  it('is idempotent: a second run on a filled database adds nothing', async () => {
    const before = await totals();
    expect(await seedDemoData(t.app.ctx)).toEqual({ seeded: false });
    expect(await totals()).toEqual(before);
  });

  it('holds records the edit forms accept', async () => {
    const byName = (name: string) => resourceContracts.find((c) => c.name === name)!;
    for (const [name, schema] of [
      ['property', propertyInputSchema],
      ['services', serviceInputSchema],
      ['blog', blogInputSchema],
      ['review', reviewInputSchema],
    ] as const) {
      const contract = byName(name);
      const page = await get<ListData<{ _id: string }>>(`${contract.routes.list!.path}?pageSize=25`);
      for (const item of page.results) {
        const one = await get<Record<string, unknown>>(buildPath(contract.routes.getOne!, { id: item._id }));
        const parsed = schema.safeParse(one);
        expect(parsed.success, `${name} ${item._id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('has Telugu services, orders in every status, plots to buy in every status, past and upcoming events', async () => {
    const services = await get<ListData<{ teluguTitle: string; fee: number }>>('admin/service/list?pageSize=100');
    expect(services.results.every((s) => /[\u0C00-\u0C7F]/.test(s.teluguTitle) && s.fee > 0)).toBe(true);
    expect((await get<ListData>(`admin/service/list?search=${encodeURIComponent('భూమి సర్వే')}`)).meta.total).toBeGreaterThan(0);

    const all = (await get<ListData>('order/admin/list')).meta.total;
    const pending = (await get<ListData>(`order/admin/list?status=${orderStatus.values.PENDING}`)).meta.total;
    const completed = await get<ListData<{ images: string[]; submissionType: number }>>(`order/admin/list?status=${orderStatus.values.COMPLETED}&pageSize=50`);
    expect(pending).toBeGreaterThan(0);
    expect(completed.meta.total).toBeGreaterThan(0);
    expect(all - pending - completed.meta.total).toBeGreaterThan(0);
    expect(completed.results.every((o) => o.images.length >= 2 && o.submissionType > 0)).toBe(true);

    const plotsToBuy = await get<ListData<{ status: number }>>('plot/plot-to-buy/list?pageSize=100');
    expect(new Set(plotsToBuy.results.map((p) => p.status))).toEqual(new Set([1, 2, 3]));

    const events = await get<ListData<{ dateTime: string }>>('event/list?pageSize=100');
    const now = Date.now();
    expect(events.results.some((e) => Date.parse(e.dateTime) > now)).toBe(true);
    expect(events.results.some((e) => Date.parse(e.dateTime) < now)).toBe(true);

    const leads = await get<ListData<{ leadType: number; relatedTitle: string }>>('public/property-leads/get/list?pageSize=100');
    expect(new Set(leads.results.map((l) => l.leadType))).toEqual(new Set([1, 2]));
    expect(leads.results.every((l) => l.relatedTitle !== '')).toBe(true);
  });

  it('shows figures for today on the dashboard', async () => {
    const today = await get<{ pendingOrderCount: number; completedOrderCount: number; totalIncome: number }>('admin/dashboard/dashboard?dateFilter=1');
    expect(today.pendingOrderCount).toBeGreaterThan(0);
    const year = await get<{ completedOrderCount: number; totalIncome: number }>('admin/dashboard/dashboard?dateFilter=365');
    expect(year.completedOrderCount).toBeGreaterThan(0);
    expect(year.totalIncome).toBeGreaterThan(0);
  });

  it('serves the stored demo images and brochures', async () => {
    const page = await get<ListData<{ images: { url: string }[]; brochure: string }>>('admin/property/list?pageSize=1');
    const image = await t.app.inject({ method: 'GET', url: `/storage/${page.results[0].images[0].url}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const brochure = await t.app.inject({ method: 'GET', url: `/storage/${page.results[0].brochure}` });
    expect(brochure.statusCode).toBe(200);
    expect(brochure.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('generates the same records from the same seed', () => {
    const assets = { pictures: ['a.png', 'b.png'], brochures: ['c.pdf'] };
    const now = new Date('2025-01-01T00:00:00Z');
    expect(demoProperties(createRandom(DEMO_SEED), now, assets, 5)).toEqual(demoProperties(createRandom(DEMO_SEED), now, assets, 5));
  });
});
