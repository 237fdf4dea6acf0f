/**
 * `Idempotency-Key` on the API's writes (an extension, README "API"). A write whose answer was lost on the way
 * back (a reset connection, a proxy's 502 after the server had acted) was sent again by the admin and created a
 * second record, or an update then met its own first save as "someone else changed this record" (audit 32-N).
 * With a key, the first successful answer is kept a day (housekeeping.ts removes it then) and is the answer to the
 * same write sent again; a write that failed (4xx, 5xx) keeps nothing, so sending it again runs it again.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import type { AppContext } from '../context';
import { idempotentWrites } from '../db/tables/index';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored key of this write, while its answer is to be kept. */
    idempotencyKey: string | null;
  }
}

const HEADER = 'idempotency-key';
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,100}$/;
/** A first sending still unanswered after this was cut off (a crash): the key is free again. */
const ABANDONED_MS = 2 * 60 * 1000;

const requestSignature = (method: string, url: string, body: unknown) =>
  `${method} ${url} ${createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url')}`;

export function addIdempotency(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[HEADER];
    if (header === undefined || request.method === 'GET' || request.method === 'HEAD') return;
    if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
      const message = serverText('idempotencyKeyInvalid');
      throw new AppError(400, statusCodes.VALIDATION, message, [{ field: 'Idempotency-Key', message }]);
    }
    const key = `${request.admin?._id ?? 'public'}:${header}`;
    const signature = requestSignature(request.method, request.url, request.body);
    const [taken] = await ctx.db.insert(idempotentWrites).values({ key, request: signature }).onConflictDoNothing().returning({ key: idempotentWrites.key });
    if (taken) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await ctx.db.select().from(idempotentWrites).where(eq(idempotentWrites.key, key));
    if (!first) return; // swept meanwhile: run it as a new write
    if (first.request !== signature) throw new AppError(422, statusCodes.VALIDATION, serverText('idempotencyKeyReused'));
    if (first.status === null || first.body === null) {
      if (Date.now() - first.createdAt.getTime() < ABANDONED_MS) throw new AppError(409, statusCodes.CONFLICT, serverText('writeInProgress'));
      await ctx.db.update(idempotentWrites).set({ createdAt: new Date() }).where(eq(idempotentWrites.key, key));
      request.idempotencyKey = key;
      return;
    }
    reply.header('idempotent-replayed', 'true').code(first.status).type('application/json; charset=utf-8');
    return reply.send(first.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = null;
    const kept = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    if (kept) await ctx.db.update(idempotentWrites).set({ status: reply.statusCode, body: payload }).where(eq(idempotentWrites.key, key));
    else await ctx.db.delete(idempotentWrites).where(eq(idempotentWrites.key, key));
    return payload;
  });
}
