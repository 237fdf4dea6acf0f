import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

describe('health and static routing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEV_OUTBOX: '0' });
  });
  afterAll(() => t.close());

  it('answers health without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health', token: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 5020, errors: [] });
  });

  it('does not serve the outbox unless DEV_OUTBOX=1', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });

  it('serves a hint page for app routes when the admin is not built, and 404 for missing assets', async () => {
    expect((await t.inject({ method: 'GET', url: '/property/list', token: null })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/assets/missing.js', token: null })).statusCode).toBe(404);
  });
});
