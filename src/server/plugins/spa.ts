/**
 * The built admin (dist/) at `/`. Any GET outside /api/ and /storage/ without a file extension answers
 * index.html so client-side routes survive a reload; a missing asset stays a 404 (stack.md "SPA fallback").
 * A list's address opened with a session gets index.html with the list already rendered (serverPages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { startListPageWorker } from './listPageWorker';
import { rendererFile, sendServerPage, type ListPageRenderer } from './serverPages';

type SpaOptions = {
  config: Pick<Config, 'STATIC_DIR'>;
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Overrides the build's list page renderer (tests). */
  renderer?: ListPageRenderer | null;
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Admin not built</title>
<p>The admin has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

export const spaRoutes: FastifyPluginAsync<SpaOptions> = async (app, { config, notFound, renderer: rendererOverride }) => {
  const root = path.resolve(config.STATIC_DIR);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: ['index.html'],
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

  const indexHtml = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const file = built && rendererOverride === undefined ? rendererFile(root) : null;
  const worker = file ? startListPageWorker(file, app.log) : null;
  if (worker) app.addHook('onClose', () => worker.close());
  const renderer: ListPageRenderer | null = !built ? null : rendererOverride !== undefined ? rendererOverride : (worker?.render ?? null);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/storage/') &&
      !path.posix.basename(pathname).includes('.');
    if (!isAppRoute) return notFound(request, reply);
    if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    if (renderer && (await sendServerPage(app, renderer, indexHtml, request, reply))) return reply;
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
};
