/** API answers are compressed for clients that accept it, and plain for the others. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { insertPlot } from './fixtures';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (let i = 0; i < 30; i++) await insertPlot(t.app, { name: `Compressed plot ${i}`, ventureName: 'Green Meadows' });
  });
  afterAll(() => t.close());

  const list = (encoding?: string) =>
    t.inject({ method: 'GET', url: '/api/v1/plot/admin/list?pageSize=30', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('gzips or brotli-compresses a list for a client that accepts it, to a fraction of its size', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.results).toHaveLength(30);

    const gzipped = await list('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const brotli = await list('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer, and an error, readable as they are', async () => {
    const health = await t.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    const missing = await t.inject({ method: 'GET', url: '/api/v1/plot/admin/get/not-an-id', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
