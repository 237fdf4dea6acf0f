/**
 * List pages sent with their first rows (src/admin/prerender/listPage.tsx): a GET of a list's address from a
 * browser whose session cookie holds a token gets index.html with the page the admin would render first, rendered
 * here from this server's own answers (the API routes, through Fastify's inject, with the token as bearer: the
 * same checks, the same data), instead of a bare index.html whose rows come ~0.7 s later. The renderer is the
 * admin build's `.ssr/listPage.mjs` (scripts/serverRenderPlugin.ts), run in a worker thread (listPageWorker.ts);
 * without it, or for anything it declines (not
 * a list, a token the API refuses, an error), the bare index.html goes out as before.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGzip, Gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@shared/auth';

export type ApiAnswer = { status: number; text: string };
export type ServerPage = { markup: string; check: string; answers: string };
export type ListPageRenderer = (pageUrl: string, token: string, fetchApi: (url: string) => Promise<ApiAnswer>) => Promise<ServerPage | null>;

/** Where the admin build keeps the renderer (scripts/serverRenderPlugin.ts); null when it has none. */
export function rendererFile(staticRoot: string): string | null {
  const file = path.join(staticRoot, '.ssr', 'listPage.mjs');
  return existsSync(file) ? file : null;
}

/** A cookie's value; null without one. */
export function cookieValue(request: FastifyRequest, cookie: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const entry of header.split(';')) {
    const [name, ...value] = entry.trim().split('=');
    if (name !== cookie) continue;
    try {
      const decoded = decodeURIComponent(value.join('='));
      return decoded === '' ? null : decoded;
    } catch {
      return null;
    }
  }
  return null;
}

const ROOT_ELEMENT = '<div id="root">';

/**
 * index.html cut where the page goes: what precedes #root's content (the head: the scripts the browser starts
 * fetching at once), and the rest, whose `</body>` the answers go before. Null when the page is not built that way.
 */
export function splitIndexHtml(indexHtml: string): { head: string; rest: string } | null {
  const root = indexHtml.indexOf(ROOT_ELEMENT);
  if (root < 0 || indexHtml.indexOf('</body>', root) < 0) return null;
  const cut = root + ROOT_ELEMENT.length;
  return { head: indexHtml.slice(0, cut), rest: indexHtml.slice(cut) };
}

/** The rest of index.html with the page: its check, style and markup first in #root, its answers before </body>. */
export function restWithServerPage(rest: string, page: ServerPage | null, nonce: string): string {
  if (!page) return rest;
  const body = rest.lastIndexOf('</body>');
  // The check differs on every page, so the page's Content-Security-Policy lets it run by this answer's nonce.
  const check = page.check.replace(/<script>/g, `<script nonce="${nonce}">`);
  return check + page.markup + rest.slice(0, body) + page.answers + rest.slice(body);
}

/**
 * Sends index.html with the list page when the renderer has one for the address and the session cookie. Once the
 * renderer asks for its first API answer (the address is a list's), the head goes out, so the browser fetches the
 * admin's code while the page is rendered; the rest follows with the page, or bare if the renderer then declines
 * or fails (logged, never an error). False, with nothing sent, without a session cookie or when the renderer
 * declines at once (not a list's address): the caller sends index.html as for anyone.
 */
export async function sendServerPage(
  app: FastifyInstance,
  renderer: ListPageRenderer,
  indexHtml: string,
  request: FastifyRequest,
  reply: FastifyReply,
  policy: (nonce: string) => string,
): Promise<boolean> {
  const token = cookieValue(request, SESSION_COOKIE);
  const parts = splitIndexHtml(indexHtml);
  if (!token || !parts || request.method !== 'GET') return false;
  let body: Gzip | PassThrough | null = null;
  const nonce = randomBytes(16).toString('base64');
  const start = () => {
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const stream = gzip ? createGzip() : new PassThrough();
    // The page holds the session's data: no shared cache may keep it, and the same address differs per session.
    reply.header('cache-control', 'no-store').header('vary', 'Cookie').header('content-security-policy', policy(nonce)).type('text/html; charset=utf-8');
    if (gzip) reply.header('content-encoding', 'gzip');
    void reply.send(stream);
    stream.write(parts.head);
    body = stream;
    // The head out before the API's answers are worked out on this thread (gzip compresses on the thread pool).
    return new Promise<void>((resolve) => (stream instanceof Gzip ? stream.flush(() => setImmediate(resolve)) : setImmediate(resolve)));
  };
  let started: Promise<void> | null = null;
  const fetchApi = async (url: string): Promise<ApiAnswer> => {
    await (started ??= start());
    if (!url.startsWith('/api/')) return { status: 404, text: '' };
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    return { status: response.statusCode, text: response.body };
  };
  const page = await renderer(request.url, token, fetchApi).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the list page could not be rendered; sending the bare page');
    return null;
  });
  if (!started) return false;
  await started;
  (body as Gzip | PassThrough | null)?.end(restWithServerPage(parts.rest, page, nonce));
  return true;
}
