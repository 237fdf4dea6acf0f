/**
 * List pages sent with their first rows (src/server/plugins/serverPages.ts), rendered by the admin's own renderer
 * (src/admin/prerender/listPage.tsx, loaded here from the sources as the build bundles it) on this server's data.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/shared/auth';
import { sessionTag } from '../../src/admin/prerender/serverPageCheck';
import type { ListPageRenderer } from '../../src/server/plugins/serverPages';
import { servedIndexHtml } from '../../src/server/plugins/spa';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { FIXTURE_FILES, validProperty } from './fixtures';

const INLINE_SCRIPT_OF_INDEX = 'document.documentElement.dataset.booted = "1"';
const INDEX_HTML =
  `<!doctype html><html><head><script type="module" src="/assets/app.js"></script><script>${INLINE_SCRIPT_OF_INDEX}</script></head>` +
  '<body><div id="root"><div id="prerendered-login">LOGIN</div></div></body></html>';

const ADDRESS = 'Plot 77, Server Rendered Enclave, Kokapet';

describe('list pages rendered by the server', () => {
  let t: TestApp;
  let dist: string;
  let token: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(dist, '.ssr'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, '.ssr', 'listPage.mjs'), 'export const secret = 1;');
    const { renderListPage } = await import('../../src/admin/prerender/listPage');
    t = await buildTestApp({ STATIC_DIR: dist }, { listPageRenderer: renderListPage as ListPageRenderer });
    token = await t.login();
    await t.store(...FIXTURE_FILES);
    const created = await t.inject({ method: 'POST', url: '/api/v1/admin/property/create', payload: validProperty({ address: ADDRESS }) });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const open = (url: string, cookie: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie === null ? {} : { cookie: `theme=x; ${SESSION_COOKIE}=${encodeURIComponent(cookie)}` }) } });

  it('sends a list address opened with a session with its rows, the answers they came from, and not for caching', async () => {
    for (const url of ['/property/list', '/property', '/property?sort=address&order=ASC']) {
      const res = await open(url, token);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toContain('Cookie');
      const html = res.body;
      // The page goes first in #root, inert, with the check that may hide it just before it; the login stays after.
      // The check runs by this answer's nonce (a new one each time); no other inline script is allowed.
      const nonce = /<div id="root"><style>[^<]*<\/style><script nonce="([^"]+)">try\{if\(!\(function keepServerPage/.exec(html)?.[1];
      expect(nonce, url).toBeDefined();
      expect(String(res.headers['content-security-policy']).split('; ')).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(INLINE_SCRIPT_OF_INDEX).digest('base64')}' 'nonce-${nonce}'`);
      expect(html).toContain('<div id="server-page" inert>');
      expect(html.indexOf('id="server-page"')).toBeLessThan(html.indexOf('id="prerendered-login"'));
      const row = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'));
      expect(row, url).toContain(ADDRESS);
      const carried = JSON.parse(/<script type="application\/json" id="server-answers">(.*?)<\/script>/.exec(html)![1]) as {
        session: string;
        answers: Record<string, { status: number; text: string }>;
      };
      expect(carried.session).toBe(sessionTag(token)); // which session it was rendered for, not the token itself
      expect(html).not.toContain(token);
      const answers = carried.answers;
      const list = Object.entries(answers).find(([key]) => key.startsWith('/api/v1/admin/property/list?'));
      expect(list?.[1].status).toBe(200);
      expect(list?.[1].text).toContain(ADDRESS);
      expect(Object.keys(answers)).toContain('/api/v1/auth/user/me');
    }
  });

  it('renders the page again once its rows have changed, and the same page for the same rows', async () => {
    const page = async () => (await open('/property/list', token)).body.replace(/ nonce="[^"]*"/g, '');
    const before = await page();
    expect(await page()).toBe(before);
    const address = 'Plot 78, Freshly Added Enclave, Kokapet';
    const created = await t.inject({ method: 'POST', url: '/api/v1/admin/property/create', payload: validProperty({ address }) });
    expect(created.statusCode, created.body).toBe(201);
    const after = await page();
    expect(after.slice(after.indexOf('<tbody'), after.indexOf('</tbody>'))).toContain(address);
    expect(before).not.toContain(address);
  });

  it('compresses the page for a browser that accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/property/list',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain(ADDRESS);
    expect(html.length).toBeGreaterThan(res.rawPayload.length * 3);
  });

  it('sends the bare page without a session, with a token the API refuses, and off list addresses', async () => {
    const cases: [string, string | null][] = [
      ['/property/list', null],
      ['/property/list', 'not-a-token'],
      ['/property/list', ''],
      ['/dashboard/default', token],
      ['/property/form/1', token],
      ['/nowhere', token],
      // The events list keeps its parameters out of the address: rendered with the address's, it would show rows
      // it is not about to show.
      ['/events?page=2', token],
    ];
    for (const [url, cookie] of cases) {
      const res = await open(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toContain('LOGIN');
      expect(res.body, `${url} ${cookie}`).not.toContain('server-page');
      expect(res.body).not.toContain(ADDRESS);
    }
    // Another address than a list's is index.html as anyone gets it, cacheable and revalidated as before.
    const dashboard = await open('/dashboard/default', token);
    expect(dashboard.headers.etag).toBeTruthy();
    expect(dashboard.headers['cache-control']).not.toContain('no-store');
  });

  it('does not serve the build folder the renderer lives in', async () => {
    for (const url of ['/.ssr/listPage.mjs', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });

  it('sends the bare page when the renderer fails', async () => {
    const failing: ListPageRenderer = () => Promise.reject(new Error('renderer broke'));
    const other = await buildTestApp({ STATIC_DIR: dist }, { listPageRenderer: failing });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/property/list', headers: { cookie: `${SESSION_COOKIE}=${await other.login()}` } });
      expect(res.statusCode).toBe(200);
      // As anyone gets it: marked while registration is closed (spa.ts).
      expect(res.body).toBe(servedIndexHtml(INDEX_HTML, false));
    } finally {
      await other.close();
    }
  });
});
