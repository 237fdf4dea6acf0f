/**
 * The PUT end of signed uploads: checks signature, expiry, `x-amz-acl: public-read`, size and type, then streams
 * the body to the signed key and answers 200 (anything else makes the admin show 'Failed to upload file to S3').
 * Public: the signature is the authorisation, as with S3. The body is never held in memory (CheckedUpload), so
 * spreadsheets may be far larger than images (maxUploadBytes).
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { ACL_HEADER, ACL_VALUE, contentTypes, extensionOf, maxUploadBytes } from '@shared/uploads';
import { AppError } from '../../plugins/errors';
import { isSafeStorageKey } from '../../storage/storage';
import type { ModuleOptions } from '../registry';
import { ok } from '../routing';
import { CheckedUpload, emptyFile, tooLarge } from './checkedUpload';
import { allowedExtensions, contentMismatch, isUploadKind, signatureMatches, UPLOAD_ROUTE_PREFIX, wrongType } from './signedUpload';

const BINARY_TYPES = new Set(['application/octet-stream', 'binary/octet-stream']);
const badSignature = (message = serverText('uploadSignatureInvalid')) => new AppError(403, statusCodes.UPLOAD_BAD_SIGNATURE, message);

function checkedTarget(request: FastifyRequest, secret: string) {
  const key = (request.params as { '*': string })['*'];
  const { expires, kind, signature } = request.query as Record<string, string | undefined>;
  const expiresAt = Number(expires);
  if (!isSafeStorageKey(key) || !isUploadKind(kind) || !Number.isInteger(expiresAt) || typeof signature !== 'string') throw badSignature();
  if (!signatureMatches(secret, key, expiresAt, kind, signature)) throw badSignature();
  if (expiresAt * 1000 < Date.now()) throw new AppError(403, statusCodes.UPLOAD_EXPIRED, serverText('uploadExpired'));
  return { key, kind, ext: extensionOf(key), limit: maxUploadBytes(key) };
}

export const uploadRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  // Only this scope takes raw bodies of any type, left unread: the handler streams them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(`${UPLOAD_ROUTE_PREFIX}*`, {
    config: { public: true },
    // Everything that does not need the body is refused before it is read.
    onRequest: async (request) => {
      const { kind, ext, limit } = checkedTarget(request, ctx.secret);
      if (request.headers[ACL_HEADER] !== ACL_VALUE) throw badSignature(serverText('uploadHeaderMissing', { header: ACL_HEADER, value: ACL_VALUE }));
      if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
      if (!allowedExtensions[kind].includes(ext)) throw wrongType(kind);
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type && !BINARY_TYPES.has(type) && type !== contentTypes[ext]) throw wrongType(kind);
    },
    handler: async (request) => {
      const { key, ext, limit } = checkedTarget(request, ctx.secret);
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw emptyFile();
      const checked = new CheckedUpload(ext, limit, (head) => contentMismatch(ext, head));
      // A client that goes away mid-upload fails `checked`, so storage drops the partial file. A refused body is
      // unpiped, not destroyed: Node discards the rest once the 4xx answer is sent, instead of cutting the socket.
      body.once('error', (error) => checked.destroy(error));
      body.once('close', () => {
        if (!body.readableEnded) checked.destroy(new AppError(400, statusCodes.UPLOAD_BAD_TYPE, serverText('uploadInterrupted')));
      });
      checked.once('error', () => body.unpipe(checked));
      body.pipe(checked);
      await ctx.storage.put(key, checked);
      return ok(serverText('fileUploaded'), { fileNameWithPrefix: key });
    },
  });
};
