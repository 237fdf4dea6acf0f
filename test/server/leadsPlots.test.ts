import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionLeads, plotsToBuy, propertyLeads, supportRequests } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { insertPlot } from './fixtures';

describe('plots and leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('lists, gets and toggles plots for sale; approvalStatus defaults to 2', async () => {
    const plot = await insertPlot(t.app, { lng: 78.4, lat: 17.2, ventureName: 'Green Meadows' });
    await insertPlot(t.app, { name: 'Other', isActive: false });
    const list = (await t.inject({ method: 'GET', url: '/api/v1/plot/admin/list?statusFilter=2' })).json().data;
    expect(list.meta.total).toBe(1);
    const got = (await t.inject({ method: 'GET', url: `/api/v1/plot/admin/get/${plot._id}` })).json().data;
    expect(got).toMatchObject({ approvalStatus: 2, location: { type: 'Point', coordinates: [78.4, 17.2] }, ventureName: 'Green Meadows' });
    expect(got).not.toHaveProperty('lng');
    expect((await t.inject({ method: 'PATCH', url: `/api/v1/plot/admin/status/update/${plot._id}` })).json().data.isActive).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/v1/plot/admin/list?search=meadows' })).json().data.meta.total).toBe(1);
  });

  it('sets a plot-to-buy status from the action segment, refusing other actions', async () => {
    const [req] = await t.app.ctx.db.insert(plotsToBuy).values({ ticketId: 'TKT-1', name: 'Buyer' }).returning();
    const closed = await t.inject({ method: 'PATCH', url: `/api/v1/plot/plot-to-buy/status/update/${req._id}/2` });
    expect(closed.json().data.status).toBe(2);
    for (const action of ['0', '4', 'x']) {
      expect((await t.inject({ method: 'PATCH', url: `/api/v1/plot/plot-to-buy/status/update/${req._id}/${action}` })).statusCode).toBe(400);
    }
    expect((await t.inject({ method: 'GET', url: `/api/v1/plot/plot-to-buy/get/${req._id}` })).json().data.status).toBe(2);
    const list = (await t.inject({ method: 'GET', url: '/api/v1/plot/plot-to-buy/list?statusFilter=1&search=tkt' })).json().data;
    expect(list.meta.total).toBe(1);
    // The requirement's own status is the `status` extension (statusFilter stays the spec's fixed 1).
    const withStatus = async (status: string) =>
      (await t.inject({ method: 'GET', url: `/api/v1/plot/plot-to-buy/list?statusFilter=1&search=tkt&status=${status}` })).json();
    expect((await withStatus('2')).data.meta.total).toBe(1);
    expect((await withStatus('1')).data.meta.total).toBe(0);
    expect((await withStatus('3')).data.meta.total).toBe(0);
    expect((await withStatus('7')).errors[0].field).toBe('status');
  });

  it('refuses a plot-to-buy status sent with an older version (409, unchanged), as the toggles do; the current one, or none, sets it', async () => {
    const [req] = await t.app.ctx.db.insert(plotsToBuy).values({ ticketId: 'TKT-2', name: 'Buyer' }).returning();
    const url = (action: number) => `/api/v1/plot/plot-to-buy/status/update/${req._id}/${action}`;
    const loaded = (await t.inject({ method: 'GET', url: `/api/v1/plot/plot-to-buy/get/${req._id}` })).json().data;
    const closed = await t.inject({ method: 'PATCH', url: url(2), headers: { 'if-match': `"${loaded.updatedAt}"` } });
    expect(closed.statusCode).toBe(200);
    // Another admin's list still shows the first version: its choice would overwrite the close.
    const stale = await t.inject({ method: 'PATCH', url: url(3), headers: { 'if-match': `"${loaded.updatedAt}"` } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().statusCode).toBe(5022);
    expect((await t.inject({ method: 'GET', url: `/api/v1/plot/plot-to-buy/get/${req._id}` })).json().data.status).toBe(2);
    expect((await t.inject({ method: 'PATCH', url: url(3), headers: { 'if-match': `"${closed.json().data.updatedAt}"` } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'PATCH', url: url(1) })).json().data.status).toBe(1);
  });

  it('filters property leads by statusFilter and leadType, cycles or sets their status', async () => {
    const [lead] = await t.app.ctx.db
      .insert(propertyLeads)
      .values([
        { name: 'Anil', leadType: 1, status: 1 },
        { name: 'Bhavya', leadType: 2, status: 3 },
      ])
      .returning();
    const count = async (q: string) => (await t.inject({ method: 'GET', url: `/api/v1/public/property-leads/get/list?${q}` })).json().data.meta.total;
    expect(await count('statusFilter=0')).toBe(2);
    expect(await count('statusFilter=3')).toBe(1);
    expect(await count('leadType=2')).toBe(1);
    expect((await t.inject({ method: 'GET', url: '/api/v1/public/property-leads/get/list?statusFilter=7' })).statusCode).toBe(400);

    const url = `/api/v1/public/property-leads/update/status/${lead._id}`;
    expect((await t.inject({ method: 'POST', url })).json().data.status).toBe(2);
    expect((await t.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '' })).json().data.status).toBe(1);
    expect((await t.inject({ method: 'POST', url, payload: { status: 3 } })).json().data.status).toBe(3);
    expect((await t.inject({ method: 'POST', url, payload: { status: 9 } })).statusCode).toBe(400);
  });

  it('lists construction leads and toggles their status', async () => {
    const [lead] = await t.app.ctx.db.insert(constructionLeads).values({ name: 'Chandra', budget: 5_000_000, address: 'Kompally' }).returning();
    expect((await t.inject({ method: 'GET', url: '/api/v1/construction/list?search=kompally&orderBy=budget' })).json().data.meta.total).toBe(1);
    expect((await t.inject({ method: 'PATCH', url: `/api/v1/construction/status/update/${lead._id}` })).json().data.status).toBe(2);
  });

  it('finds a caller by their number however it was written, and however it is typed', async () => {
    const written = ['+91 98480 22338', '+91-98480-22338', '9848022338', '+919848022338', '098480 22338', '040-2345 6789'];
    await t.app.ctx.db.insert(supportRequests).values(written.map((phone, i) => ({ name: `Caller ${i}`, email: `caller${i}@example.com`, phone, subject: 'Phone search', message: 'Call back' })));
    const found = async (search: string) => {
      const list = (await t.inject({ method: 'GET', url: `/api/v1/public/contact-us/get/list?search=${encodeURIComponent(search)}` })).json().data;
      return (list.results as { phone: string }[]).map((r) => r.phone).sort();
    };
    const mobile = written.slice(0, 5).sort();
    for (const typed of ['9848022338', '98480 22338', '98480-22338', '+91 98480 22338', '+919848022338', '09848022338', '(+91) 98480 22338']) {
      expect(await found(typed), typed).toEqual(mobile);
    }
    expect(await found('22338')).toEqual(mobile);
    expect(await found('23456789')).toEqual(['040-2345 6789']);
    expect(await found('040 2345 6789')).toEqual(['040-2345 6789']);
    // Words still match as words: a name finds its caller, and a number matches nothing else.
    expect(await found('Caller 5')).toEqual(['040-2345 6789']);
    expect(await found('98480 99999')).toEqual([]);
    await t.app.ctx.db.delete(supportRequests).where(eq(supportRequests.subject, 'Phone search'));
  });

  it('takes public contact-us requests without a token, validated and rate-limited', async () => {
    const body = { name: 'Devi', email: 'devi@example.com', phone: '+91 98480 22338', subject: 'Site visit', message: 'Please call me' };
    const created = await t.inject({ method: 'POST', url: '/api/v1/public/contact-us/create', payload: body, token: null });
    expect(created.statusCode).toBe(201);
    const invalid = await t.inject({ method: 'POST', url: '/api/v1/public/contact-us/create', payload: { ...body, email: 'x', phone: 'abc' }, token: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(['email', 'phone']);
    await t.inject({ method: 'POST', url: '/api/v1/public/contact-us/create', payload: body, token: null });
    const limited = await t.inject({ method: 'POST', url: '/api/v1/public/contact-us/create', payload: body, token: null });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(5002);

    const list = (await t.inject({ method: 'GET', url: '/api/v1/public/contact-us/get/list?statusFilter=1' })).json().data;
    expect(list.meta.total).toBe(2);
    expect(list.results[0]).toMatchObject({ name: 'Devi', status: 1, subject: 'Site visit' });
    const closed = await t.inject({ method: 'POST', url: `/api/v1/public/contact-us/update/status/${list.results[0]._id}` });
    expect(closed.json().data.status).toBe(2);
    expect((await t.inject({ method: 'GET', url: '/api/v1/public/contact-us/get/list', token: null })).statusCode).toBe(401);
  });
});
