import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

const INLINE_SCRIPT = "document.documentElement.dataset.started = '1'";

describe('health, the admin SPA and unknown routes', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), `<!doctype html><html lang="en"><script>${INLINE_SCRIPT}</script><div id="root">ADMIN</div>`);
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp({ DEV_OUTBOX: '0', STATIC_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers health without a token, with a request id', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/health', token: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A caller's id is kept when it looks like one, replaced otherwise.
    const traced = await t.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'edge-7f3a.42' }, token: null });
    expect(traced.headers['x-request-id']).toBe('edge-7f3a.42');
    const forged = await t.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': '<script>"x' }, token: null });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    for (const url of ['/api/v1/nothing/here', '/api/v2/health', '/api/anything']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 5020, errors: [] });
    }
  });

  it('does not serve the outbox unless DEV_OUTBOX=1', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });

  it('serves the built admin: files as they are, index.html for app routes, 404 for missing assets', async () => {
    const root = await t.inject({ method: 'GET', url: '/', token: null });
    expect(root.body).toContain('ADMIN');
    const asset = await t.inject({ method: 'GET', url: '/assets/app.js', token: null });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/property/list', '/plot-for-sale/details/123', '/dashboard/default?x=1']) {
      const res = await t.inject({ method: 'GET', url, token: null });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('ADMIN');
    }
    expect((await t.inject({ method: 'GET', url: '/assets/missing.js', token: null })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/property/list', token: null })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/storage/missing.png', token: null })).statusCode).toBe(404);
  });

  it('sends security headers everywhere, and on the admin’s pages a policy that runs only the build’s scripts', async () => {
    const ownScript = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const url of ['/', '/login', '/property/list']) {
      const page = await t.inject({ method: 'GET', url, token: null });
      expect(page.headers, url).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
      const policy = String(page.headers['content-security-policy']).split('; ');
      expect(policy).toContain(`script-src 'self' ${ownScript}`);
      expect(policy).toEqual(expect.arrayContaining(["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]));
    }
    for (const url of ['/api/v1/health', '/assets/app.js', '/api/v1/nowhere', '/storage/missing.png']) {
      const res = await t.inject({ method: 'GET', url, token: null });
      expect(res.headers, url).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" });
    }
  });

  it('marks the admin’s page while registration is closed (the default), at every address and in every encoding', async () => {
    for (const url of ['/', '/index.html', '/login', '/property/list']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await t.inject({ method: 'GET', url, token: null, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
        expect(body.toString(), `${url} ${encoding}`).toBe(`<!doctype html><html data-registration="closed" lang="en"><script>${INLINE_SCRIPT}</script><div id="root">ADMIN</div>`);
      }
    }
  });

  it('revalidates the marked page by its ETag', async () => {
    const first = await t.inject({ method: 'GET', url: '/login', token: null });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.inject({ method: 'GET', url: '/property/list', token: null, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the page as built while registration is open', async () => {
    const open = await buildTestApp({ DEV_OUTBOX: '0', STATIC_DIR: dist, ALLOW_REGISTRATION: '1' });
    try {
      for (const url of ['/', '/login']) {
        const res = await open.inject({ method: 'GET', url, token: null });
        expect(res.body, url).toBe(`<!doctype html><html lang="en"><script>${INLINE_SCRIPT}</script><div id="root">ADMIN</div>`);
      }
    } finally {
      await open.close();
    }
  });
});
