/**
 * The built admin (dist/) at `/`. Any GET outside /api/ and /storage/ without a file extension answers
 * index.html so client-side routes survive a reload; a missing asset stays a 404 (stack.md "SPA fallback").
 * A list's address opened with a session gets index.html with the list already rendered (serverPages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REGISTRATION_CLOSED } from '@shared/auth';
import type { Config } from '../config';
import { startListPageWorker } from './listPageWorker';
import { documentPolicy } from './securityHeaders';
import { rendererFile, sendServerPage, type ListPageRenderer } from './serverPages';

type SpaOptions = {
  config: Pick<Config, 'STATIC_DIR' | 'ALLOW_REGISTRATION'>;
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Overrides the build's list page renderer (tests). */
  renderer?: ListPageRenderer | null;
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Admin not built</title>
<p>The admin has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * index.html as served. With registration closed (the default) `<html>` says so: the sign-in page, rendered at build
 * time, then hides its "Create an account", which led to a page saying only that registration is closed.
 */
export function servedIndexHtml(html: string, registrationOpen: boolean): string {
  const { attribute, value } = REGISTRATION_CLOSED;
  return registrationOpen ? html : html.replace(/<html\b/i, `<html ${attribute}="${value}"`);
}

/**
 * A fixed page, compressed once (brotli, else gzip, as `npm start` precompresses the build's files), revalidated
 * by its ETag as the build's files are.
 */
function precompressed(html: string, policy: string) {
  const plain = Buffer.from(html);
  const encoded = { br: brotliCompressSync(plain), gzip: gzipSync(plain) };
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', etag).header('content-security-policy', policy);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(plain);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  };
}

export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, { config, notFound, renderer: rendererOverride }) => {
  const root = path.resolve(config.STATIC_DIR);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // index.html goes out from memory (sendIndex below), marked while registration is closed.
      index: false,
      wildcard: true,
      // `npm start` writes a .br and a .gz beside each built asset: a browser gets brotli when it accepts it, else
      // gzip (about a quarter and a third of the bytes).
      preCompressed: true,
      // Dot folders hold the build's own files (.ssr's server renderer, .vite's manifest): not for browsers.
      allowedPath: (pathName: string) => !pathName.split('/').some((segment) => segment.startsWith('.')),
      // Hashed asset names never change content, so browsers may keep them.
      // (@fastify/static 10 hands setHeaders the Fastify reply, whatever its typings say.)
      setHeaders: (reply: unknown, filePath: string) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          (reply as FastifyReply).header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const indexHtml = built ? servedIndexHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), config.ALLOW_REGISTRATION) : '';
  const policy = documentPolicy(indexHtml);
  const sendIndex = built ? precompressed(indexHtml, policy()) : null;
  const file = built && rendererOverride === undefined ? rendererFile(root) : null;
  const worker = file ? startListPageWorker(file, app.log) : null;
  if (worker) app.addHook('onClose', () => worker.close());
  const renderer: ListPageRenderer | null = !built ? null : rendererOverride !== undefined ? rendererOverride : (worker?.render ?? null);

  // fastify-static answers its folder's address itself (403 without an index): the page takes it. And the file's own
  // address, which fastify-static served as built: without the registration mark, so the sign-in page offered
  // Register while registration was closed.
  if (sendIndex) {
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/storage/') &&
      !path.posix.basename(pathname).includes('.');
    if (!isAppRoute) return notFound(request, reply);
    if (!sendIndex) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    if (renderer && (await sendServerPage(app, renderer, indexHtml, request, reply, policy))) return reply;
    return sendIndex(request, reply);
  });
};
