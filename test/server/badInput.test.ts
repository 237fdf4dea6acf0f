/** A battery of hostile or broken requests: each is a 4xx in the error shape, and the server keeps answering. */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '@shared/api';
import { resourceContracts } from '@shared/resources/registry';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { validProperty } from './fixtures';

const lists = resourceContracts.map((c) => c.routes.list).filter((r): r is Route => Boolean(r) && !r!.path.includes(':'));
const expectClientError = (res: { statusCode: number; json(): unknown; body: string }) => {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.json()).toMatchObject({ statusCode: expect.any(Number), message: expect.any(String), errors: expect.any(Array) });
};

describe('bad input battery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.inject({ method: 'POST', url: '/api/v1/admin/property/create', payload, headers });

  it('malformed JSON → 400 (5050)', async () => {
    for (const body of ['{', '{"address": }', 'nul', '{"a":1}}']) {
      const res = await create(body);
      expectClientError(res);
      expect(res.json()).toMatchObject({ statusCode: 5050 });
    }
  });

  it('a body nested thousands of levels deep is a 400 before sign-in too; brackets inside strings do not count', async () => {
    const deepArray = '['.repeat(4000) + ']'.repeat(4000);
    const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    for (const url of ['/api/v1/auth/admin/login', '/api/v1/admin/property/create']) {
      for (const payload of [deepArray, deepObject]) {
        const res = await t.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expectClientError(res);
        expect(res.json()).toMatchObject({ statusCode: 5050, message: 'The JSON body nests more than 32 levels deep' });
      }
    }
    const description = `${'[{'.repeat(40)} \\" ${'[{'.repeat(40)}`;
    const bracketsInText = await t.inject({
      method: 'POST',
      url: '/api/v1/review/admin/create',
      payload: { name: 'Brackets', description, reviewType: 1, linkUrl: '', image: '', isActive: true },
    });
    expect(bracketsInText.statusCode, bracketsInText.body).toBe(201);
    expect(bracketsInText.json().data.description).toBe(description);
  });

  it('a list search over 200 characters, or a query no rule names, reads a catalogued message on its field', async () => {
    const long = await t.inject({ method: 'GET', url: `/api/v1/admin/property/list?search=${'ప'.repeat(201)}` });
    expectClientError(long);
    expect(long.json().errors).toEqual([{ field: 'search', message: 'app.validation.searchTooLong' }]);
    expect((await t.inject({ method: 'GET', url: `/api/v1/admin/property/list?search=${'ప'.repeat(200)}` })).statusCode).toBe(200);
    // zod's own wording ("Too big: expected number to be <=100") is not for a user: "Invalid value" instead.
    const pageSize = await t.inject({ method: 'GET', url: '/api/v1/admin/property/list?pageSize=100000' });
    expect(pageSize.json().errors).toEqual([{ field: 'pageSize', message: 'app.validation.invalidValue' }]);
  });

  it('wrong content type → 415 (5052)', async () => {
    const res = await create('address=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().statusCode).toBe(5052);
    // JSON sent as text/plain read "Invalid value" on a field "" (and status calls acted on it).
    for (const body of ['hello', JSON.stringify(validProperty())]) {
      const text = await create(body, { 'content-type': 'text/plain; charset=utf-8' });
      expect(text.statusCode).toBe(415);
      expect(text.json().statusCode).toBe(5052);
    }
  });

  it('too-large body → 413 (5051); a 1 MB string → 400 naming the field', async () => {
    const huge = await create(JSON.stringify({ address: 'x'.repeat(3 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().statusCode).toBe(5051);
    const long = await create(validProperty({ address: 'అ'.repeat(300_000) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({ field: 'address', message: 'app.validation.tooLong', args: { max: '5000' } });
  });

  it('wrong types everywhere → 400, nothing stored', async () => {
    const bodies: unknown[] = [
      [],
      'a string',
      42,
      null,
      { ...validProperty(), pricePerSqft: '100' },
      { ...validProperty(), amenities: 'pool' },
      { ...validProperty(), faqs: { question: 'q' } },
      { ...validProperty(), images: [{ url: 5 }] },
      { ...validProperty(), location: { type: 'Point', coordinates: [500, 500] } },
      { ...validProperty(), isActive: 'yes' },
    ];
    for (const body of bodies) expectClientError(await create(JSON.stringify(body)));
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/list' })).json().data.meta.total).toBe(0);
  });

  it('prototype pollution attempts are refused', async () => {
    const res = await create('{"__proto__": {"isAdmin": true}, "address": "x"}');
    expectClientError(res);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each(lists.map((r) => [r.path, r] as const))('list %s survives SQL-like, huge and odd query values', async (_p, r) => {
    for (const query of [
      `search=${encodeURIComponent("'; DROP TABLE properties; --")}`,
      `search=${encodeURIComponent('%_\\')}`,
      `orderBy=${encodeURIComponent('createdAt; DELETE FROM services')}&orderDirection=desc`,
      'search[]=a&search[]=b',
      'pageNo=2&pageNo=3',
      `search=${encodeURIComponent('ప్లాట్')}`,
    ]) {
      const res = await t.inject({ method: 'GET', url: `/api/v1/${r.path}?${query}` });
      expect(res.statusCode, `${r.path}?${query}: ${res.body}`).toBe(200);
    }
    for (const query of [`search=${'x'.repeat(1000)}`, 'orderDirection=sideways', 'startDate=yesterday', 'pageSize=0']) {
      expectClientError(await t.inject({ method: 'GET', url: `/api/v1/${r.path}?${query}` }));
    }
    // PostgreSQL text cannot hold a NUL: refused before it reaches the database (was a 500).
    const nul = await t.inject({ method: 'GET', url: `/api/v1/${r.path}?search=a%00b` });
    expectClientError(nul);
    expect(nul.json().errors).toEqual([{ field: 'search', message: 'app.validation.hiddenCharacter', args: { code: 'U+0000' } }]);
  });

  it('a NUL character in a body is a 400 naming the field, nested ones too', async () => {
    const top = await create(validProperty({ address: 'Plot 1\u0000' }));
    expectClientError(top);
    expect(top.json().errors).toEqual([{ field: 'address', message: 'app.validation.hiddenCharacter', args: { code: 'U+0000' } }]);
    const nested = await create(validProperty({ faqs: [{ question: 'q', answer: 'a\u0000' }] }));
    expect(nested.json().errors).toEqual([{ field: 'faqs.0.answer', message: 'app.validation.hiddenCharacter', args: { code: 'U+0000' } }]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/property/list' })).json().data.meta.total).toBe(0);
  });

  it('refuses other control characters and half a surrogate pair, which were stored (as "�" for the half pair)', async () => {
    // Written as JSON escapes, as a client's JSON.stringify sends them.
    const send = (address: string) =>
      t.inject({ method: 'POST', url: '/api/v1/admin/property/create', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(validProperty({ address })) });
    for (const [text, code] of [['\u0007\b', 'U+0007'], ['\u001b[31mred', 'U+001B'], ['Plot \ud800', 'U+D800'], ['\udc00 Plot', 'U+DC00'], ['a\u007fb', 'U+007F']] as const) {
      const answer = await send(text);
      expectClientError(answer);
      expect(answer.json().errors).toEqual([{ field: 'address', message: 'app.validation.hiddenCharacter', args: { code } }]);
    }
    // Tabs and line breaks, Telugu with its zero-width joiner, and an emoji (a whole surrogate pair) are text.
    const text = 'Plot 7,\tకొండాపూర్\u200c\r\nనగర్ 🏡';
    const fine = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: { name: 'Ravi', description: text, reviewType: 1 } });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().data.description).toBe(text);
  });

  it('bad URL encodings and odd methods are 4xx', async () => {
    expectClientError(await t.inject({ method: 'GET', url: '/api/v1/admin/property/get/%E0%A4%A' }));
    expectClientError(await t.inject({ method: 'DELETE', url: '/api/v1/admin/service/list' }));
    const tokenWithJunk = await t.inject({ method: 'GET', url: '/api/v1/auth/user/me', token: `${'x'.repeat(5000)}` });
    expect(tokenWithJunk.statusCode).toBe(401);
  });

  it('answers what the HTTP parser refuses (an address over 16 kB, malformed HTTP) in the error shape too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head, body] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
        });
      });
    const long = await raw(`GET /api/v1/admin/property/list?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toEqual({ status: 431, body: { statusCode: 5050, message: 'The request’s address or headers are too large', errors: [] } });
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toEqual({ status: 400, body: { statusCode: 5050, message: 'Bad request', errors: [] } });
  });

  it('still answers afterwards, and the tables are intact', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/health', token: null })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/service/list' })).statusCode).toBe(200);
  });
});
