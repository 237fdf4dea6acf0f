import type { FastifyInstance } from 'fastify';

/** A read slower than this is worth an operator's look. */
export const SLOW_ANSWER_MS = 1000;

/**
 * Reads (GET) that took longer than SLOW_ANSWER_MS are logged as warnings, with their route, status and time. On
 * PGlite one slow query holds every other request (the database runs on the server's one thread): a 4 s page of a
 * 100,000-row list left the log empty at LOG_LEVEL=warn, and nothing told the operator to move to PostgreSQL
 * (audit). Uploads and writes are left out: a 100 MB spreadsheet is slow to send, not to answer.
 */
export function logSlowAnswers(app: FastifyInstance, thresholdMs = SLOW_ANSWER_MS) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' || reply.elapsedTime < thresholdMs) return;
    request.log.warn(
      { route: request.routeOptions.url, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'slow answer',
    );
  });
}
