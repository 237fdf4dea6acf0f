/**
 * Requests that reach the server once it has begun to close (a restart; a request on a kept-alive connection,
 * or an upload's last call after its file went up) are refused with 503 in the API's error shape, and the
 * connection is closed so that the browser's next request reaches the new server. Fastify's own answer (its
 * `return503OnClosing`, turned off in app.ts) was a bare "Service Unavailable", shown as it was, in English.
 */
import type { FastifyInstance } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { AppError, sendError } from './errors';

export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(reply, new AppError(503, statusCodes.INTERNAL, serverText('serverClosing')));
  });
}
