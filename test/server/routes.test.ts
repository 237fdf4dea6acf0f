/** Every call of the route table: 401 without a token (public ones excepted), and never a 500 for unknown or malformed ids. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '@shared/api';
import { authRoutes } from '@shared/auth';
import { dashboardRoutes } from '@shared/dashboard';
import { miscRoutes } from '@shared/misc';
import { plotToBuyRoutes } from '@shared/resources/plots';
import { resourceContracts } from '@shared/resources/registry';
import { orderRoutes } from '@shared/resources/serviceOrder';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

const allRoutes: Route[] = [
  ...resourceContracts.flatMap((c) => Object.values(c.routes) as Route[]),
  ...Object.values(authRoutes),
  ...Object.values(orderRoutes),
  ...Object.values(plotToBuyRoutes),
  ...Object.values(dashboardRoutes),
  ...Object.values(miscRoutes),
];
const unique = [...new Map(allRoutes.map((r) => [`${r.method} ${r.path}`, r])).values()];
const fill = (r: Route, id: string) => `/api/v1/${r.path.replace(':id', id).replace(':action', '1')}`;
const hasBody = (r: Route) => r.method !== 'GET' && r.method !== 'DELETE';

describe('route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(unique.filter((r) => !r.public).map((r) => [`${r.method} ${r.path}`, r] as const))('%s needs a token', async (_name, r) => {
    const res = await t.inject({ method: r.method, url: fill(r, '00000000-0000-4000-8000-000000000000'), token: null, ...(hasBody(r) ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: 'Token Missing', errors: [] });
  });

  it.each(unique.filter((r) => r.path.includes(':id')).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 404 for an unknown id and 400 for a malformed one (or 400 for an invalid body)',
    async (_name, r) => {
      for (const [id, allowed] of [
        ['00000000-0000-4000-8000-00000000abcd', [404, 400]],
        ['not-an-id', [400]],
        ["1' OR '1'='1", [400]],
        // Past the router's parameter limit: a 404 "route not found", a 414 echoing the path, or a 403 (audit).
        ['a'.repeat(600), [400]],
        ['a'.repeat(4100), [400]],
      ] as const) {
        const res = await t.inject({ method: r.method, url: fill(r, encodeURIComponent(id)), ...(hasBody(r) ? { payload: {} } : {}) });
        expect(allowed as readonly number[], `${r.method} ${r.path} ${id}: ${res.body}`).toContain(res.statusCode);
        expect(res.json()).toMatchObject({ statusCode: expect.any(Number), message: expect.any(String), errors: expect.any(Array) });
      }
    },
  );

  it.each(unique.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s, asked with a method no route of its path takes, answers 405 naming the methods it takes',
    async (_name, r) => {
      const url = fill(r, '00000000-0000-4000-8000-000000000000');
      const takes = unique.filter((other) => fill(other, '00000000-0000-4000-8000-000000000000') === url).map((other) => other.method);
      const other = (['PUT', 'DELETE', 'POST', 'PATCH'] as const).find((method) => !takes.includes(method))!;
      const res = await t.inject({ method: other, url, token: null });
      expect(res.statusCode, res.body).toBe(405);
      expect(res.headers.allow?.toString().split(', ')).toEqual(expect.arrayContaining(takes));
      expect(res.json()).toEqual({ statusCode: 5020, message: `${url} does not take ${other}: it takes ${res.headers.allow}`, errors: [] });
    },
  );

  it('still answers 404 for a path no route takes', async () => {
    const res = await t.inject({ method: 'DELETE', url: '/api/v1/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json().message).toBe('Route DELETE /api/v1/no/such/route not found');
  });
});
