/**
 * Builds the whole server without listening: database (migrated), storage, bootstrap admin, demo data,
 * the API under /api/v1, stored files under /storage, and the admin SPA. `main.ts` listens; tests inject.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API_PREFIX } from '@shared/api';
import { createBackgroundTasks } from './backgroundTasks';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { importRoutes } from './import/routes';
import { releaseClaimsOfEarlierRun } from './import/batchStore';
import { createImportWorker } from './import/worker';
import { bootstrapAdmin } from './modules/auth/bootstrap';
import { startHousekeeping } from './housekeeping';
import { apiRoutes } from './modules/registry';
import { createNotifier } from './notifier';
import { addAuthHook } from './plugins/auth';
import { addIdempotency } from './plugins/idempotency';
import { collectRouteMethods } from './plugins/methodNotAllowed';
import { apiNotFound, clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerJsonParser } from './plugins/jsonBody';
import { refuseHiddenCharacters } from './plugins/hiddenCharacters';
import { refuseWhileClosing } from './plugins/closingRefusal';
import { addSecurityHeaders } from './plugins/securityHeaders';
import { spaRoutes } from './plugins/spa';
import type { ListPageRenderer } from './plugins/serverPages';
import { logSlowAnswers } from './plugins/slowAnswers';
import { drainUnreadBodies } from './plugins/unreadBody';
import { storedFileRoutes } from './plugins/storedFiles';
import { loadSecret } from './secret';
import { createLocalStorage } from './storage/storage';

export type BuildAppOptions = {
  config: Config;
  /** An already open PGlite (tests clone a template); otherwise DATA_DIR/db or DATABASE_URL. */
  pglite?: PGlite;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout when absent): tests read what an operator would. */
  logStream?: { write(line: string): void };
  /** The list pages' renderer; by default the admin build's (plugins/serverPages.ts), none when not built. */
  listPageRenderer?: ListPageRenderer | null;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The application context, for tests and scripts that drive a built app. */
    ctx: AppContext;
  }
}

/** Bodies above this are refused with 413 before parsing (uploads have their own limit). */
const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * A request as the log shows it: Fastify's fields, with a signed upload URL's signature hidden. Anyone reading the
 * log could otherwise upload to that key until the URL expired (audit).
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]signature=)[^&#]*/gi, '$1[hidden]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A hop count as Fastify's own: the nearest `n` addresses are proxies (its typings take no number).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number) : (config.TRUST_PROXY ?? false),
    // A caller's own X-Request-Id (a proxy's, for tracing) is kept when it looks like one; anything else (markup,
    // a 4 kB string) was echoed and logged as given (audit 31-K).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
    // As long as an address may be (the HTTP parser refuses longer ones): a longer id fell through to "route not
    // found" (404), or to the static files (403), instead of the route's own "Invalid id" (audit).
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: true },
    // Requests arriving while the server closes get the API's error shape (refuseWhileClosing) instead of
    // Fastify's bare "Service Unavailable", which the admin showed as it was, in English.
    return503OnClosing: false,
  });

  const database = await openDatabase(config, options.pglite, app.log);
  const ctx: AppContext = {
    db: database.db,
    storage: createLocalStorage(path.resolve(config.DATA_DIR, 'storage')),
    log: app.log,
    config,
    notifier: createNotifier(database.db, app.log, config),
    secret: await loadSecret(config),
    tasks: createBackgroundTasks(app.log),
  };
  app.decorate('ctx', ctx);

  await bootstrapAdmin(ctx);
  if (config.DEMO_DATA) await seedDemoData(ctx);
  if (!config.DATABASE_URL) {
    const resumed = await releaseClaimsOfEarlierRun(ctx.db);
    if (resumed > 0) app.log.warn({ batches: resumed }, 'imports interrupted by the last stop resume now');
  }
  const worker = createImportWorker(ctx);

  const allowedMethods = collectRouteMethods(app, API_PREFIX);
  registerErrorHandling(app);
  registerJsonParser(app);
  refuseHiddenCharacters(app);
  refuseWhileClosing(app);
  drainUnreadBodies(app);
  logSlowAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  addSecurityHeaders(app);

  await app.register(
    async (api) => {
      addAuthHook(api, ctx);
      // Before the compression: its answer is kept as the JSON text.
      addIdempotency(api, ctx);
      // JSON answers compressed (the static files and server-rendered pages are already): a 100-row property page is
      // 192 kB, 35 kB gzipped, ~3 s less on a 400 kbps link (audit 32-N). Brotli at quality 4: its default, 11,
      // costs more time than it saves on answers made once each.
      await api.register(fastifyCompress, { threshold: 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
      await api.register(fastifyRateLimit, { global: false });
      await api.register(apiRoutes, { ctx });
      await api.register(importRoutes, { ctx, worker });
    },
    { prefix: API_PREFIX },
  );
  await app.register(storedFileRoutes, { ctx });
  await app.register(spaRoutes, { config, notFound: (request, reply) => apiNotFound(request, reply, allowedMethods), renderer: options.listPageRenderer });

  let stopHousekeeping = () => {};
  app.addHook('onReady', async () => {
    worker.start();
    stopHousekeeping = startHousekeeping(ctx);
  });
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await worker.stop();
    await ctx.tasks.settled();
    await database.close();
  });
  return app;
}
