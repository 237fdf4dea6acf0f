/** The server's answers carry texts of the shared catalogue, so the admin can show them in its language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerMessage } from '@shared/serverMessages';
import { plotsToBuy } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { FIXTURE_FILES, insertOrder, validBlog } from './fixtures';

describe('server messages on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.store(...FIXTURE_FILES);
  });
  afterAll(() => t.close());

  const messageOf = async (options: Parameters<TestApp['inject']>[0]) => (await t.inject(options)).json().message as string;

  it('a resource’s CRUD answers name it by its label', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/create', payload: validBlog() });
    const id = created.json().data._id as string;
    const texts = [
      created.json().message,
      await messageOf({ method: 'GET', url: '/api/v1/admin/blog/list' }),
      await messageOf({ method: 'GET', url: `/api/v1/admin/blog/get/${id}` }),
      await messageOf({ method: 'PUT', url: `/api/v1/admin/blog/update/${id}`, payload: validBlog({ title: 'Changed' }) }),
      await messageOf({ method: 'PATCH', url: `/api/v1/admin/blog/status/update/${id}` }),
      await messageOf({ method: 'DELETE', url: `/api/v1/admin/blog/delete/${id}` }),
      await messageOf({ method: 'GET', url: `/api/v1/admin/blog/get/${id}` }),
    ];
    expect(texts.map(parseServerMessage)).toEqual(
      ['created', 'listFetched', 'fetched', 'updated', 'statusUpdated', 'deleted', 'notFound'].map((key) => ({
        key: `app.server.${key}`,
        args: { label: 'Blog' },
      })),
    );
    expect(texts[0]).toBe('Blog created successfully');
  });

  it('a label with a space, the OTP answer, an unknown route and a missing token are recognised too', async () => {
    const [req] = await t.app.ctx.db.insert(plotsToBuy).values({ ticketId: 'TKT-9', name: 'Buyer' }).returning();
    const order = await insertOrder(t.app);
    const texts = [
      await messageOf({ method: 'PATCH', url: `/api/v1/plot/plot-to-buy/status/update/${req._id}/2` }),
      await messageOf({ method: 'GET', url: `/api/v1/order/admin/generate-user-otp/${order._id}` }),
      await messageOf({ method: 'GET', url: '/api/v1/no/such/route' }),
      await messageOf({ method: 'GET', url: '/api/v1/admin/blog/list', token: null }),
    ];
    expect(texts).toEqual([
      'Plot requirement status updated successfully',
      'OTP sent to the customer',
      'Route GET /api/v1/no/such/route not found',
      'Token Missing',
    ]);
    expect(texts.map((text) => parseServerMessage(text)?.key)).toEqual([
      'app.server.statusUpdated',
      'app.server.otpSentToCustomer',
      'app.server.routeNotFound',
      'app.server.tokenMissing',
    ]);
  });
});
