/** Stored files at GET /storage/<prefix>, with the content type of their extension. */
import type { FastifyPluginAsync } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { contentTypes, extensionOf } from '@shared/uploads';
import type { AppContext } from '../context';
import { isSafeStorageKey } from '../storage/storage';
import { AppError } from './errors';

export const storedFileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/storage/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const info = isSafeStorageKey(key) ? await ctx.storage.stat(key) : null;
    const stream = info ? await ctx.storage.get(key) : null;
    if (!info || !stream) throw new AppError(404, statusCodes.NOT_FOUND, serverText('fileNotFound'));
    return reply
      .type(contentTypes[extensionOf(key)] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .header('last-modified', info.modifiedAt.toUTCString())
      .send(stream);
  });
};
