import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfBusinessToday } from '../../src/server/modules/crud/dates';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { insertOrder, insertPlot } from './fixtures';

describe('dashboard figures', () => {
  let t: TestApp;
  const today = startOfBusinessToday();
  const at = (days: number) => addDays(today, days + 0.5); // midday (IST) `days` from today

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPlot(t.app, { createdAt: at(0) });
    await insertPlot(t.app, { createdAt: at(-3) });
    await insertPlot(t.app, { createdAt: at(-10) });
    await insertPlot(t.app, { createdAt: at(-400) });
    await insertOrder(t.app, { createdAt: at(0) });
    await insertOrder(t.app, { createdAt: at(-8) });
    await insertOrder(t.app, { createdAt: at(-2), status: 'Completed', completedAt: at(0), fee: 1500 });
    await insertOrder(t.app, { createdAt: at(-9), status: 'Completed', completedAt: at(-8), fee: 700 });
    await insertOrder(t.app, { createdAt: at(-40), status: 'Completed', completedAt: at(-35), fee: 100 });
  });
  afterAll(() => t.close());

  /** Every record counted, nothing before. */
  const everything = {
    plotsForSaleCount: 4,
    totalIncome: 2300,
    pendingOrderCount: 2,
    completedOrderCount: 3,
    previousPlotsForSaleCount: 0,
    previousTotalIncome: 0,
    previousPendingOrderCount: 0,
    previousCompletedOrderCount: 0,
  };

  const figures = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/admin/dashboard/dashboard?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('ALL counts everything, with zero previous figures', async () => {
    expect(await figures('dateFilter=0')).toEqual(everything);
  });

  it('TODAY compares with yesterday', async () => {
    expect(await figures('dateFilter=1')).toMatchObject({ plotsForSaleCount: 1, totalIncome: 1500, pendingOrderCount: 1, completedOrderCount: 0, previousPlotsForSaleCount: 0 });
  });

  it('WEEK covers today and the 6 days before; the previous week the 7 before that', async () => {
    expect(await figures('dateFilter=7')).toEqual({
      plotsForSaleCount: 2,
      totalIncome: 1500,
      pendingOrderCount: 1,
      completedOrderCount: 1,
      previousPlotsForSaleCount: 1,
      previousTotalIncome: 700,
      previousPendingOrderCount: 1,
      previousCompletedOrderCount: 1,
    });
  });

  it('MONTH and YEAR', async () => {
    expect(await figures('dateFilter=30')).toMatchObject({ plotsForSaleCount: 3, totalIncome: 2200, previousTotalIncome: 100, previousCompletedOrderCount: 1 });
    expect(await figures('dateFilter=365')).toMatchObject({ plotsForSaleCount: 3, totalIncome: 2300, previousPlotsForSaleCount: 1 });
  });

  it('a start/end range wins over dateFilter and compares with the same number of days before', async () => {
    const day = (d: number) => new Date(addDays(today, d).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await figures(`dateFilter=1&startDate=${day(-10)}&endDate=${day(-8)}`)).toMatchObject({
      plotsForSaleCount: 1,
      pendingOrderCount: 1,
      completedOrderCount: 1,
      totalIncome: 700,
    });
  });

  it('a range up to the year 9999 counts everything, its previous period held at the earliest date', async () => {
    expect(await figures('startDate=1900-01-01&endDate=9999-12-31')).toEqual(everything);
    expect(await figures('startDate=2024-01-01&endDate=9999-12-31')).toMatchObject({ plotsForSaleCount: 4, previousPlotsForSaleCount: 0 });
  });

  it('refuses unknown filters and half ranges', async () => {
    for (const query of ['dateFilter=3', 'startDate=2024-01-01', 'endDate=2024-01-01', 'startDate=2024-02-10&endDate=2024-02-01']) {
      const res = await t.inject({ method: 'GET', url: `/api/v1/admin/dashboard/dashboard?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
