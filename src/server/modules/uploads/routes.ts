/**
 * The PUT end of signed uploads: checks signature, expiry, `x-amz-acl: public-read`, size and type, then stores
 * the body at the signed key and answers 200 (anything else makes the admin show 'Failed to upload file to S3').
 * Public: the signature is the authorisation, as with S3.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { statusCodes } from '@shared/api';
import { ACL_HEADER, ACL_VALUE, contentTypes, extensionOf, MAX_UPLOAD_BYTES } from '@shared/uploads';
import { AppError } from '../../plugins/errors';
import { isSafeStorageKey } from '../../storage/storage';
import type { ModuleOptions } from '../registry';
import { ok } from '../routing';
import { allowedExtensions, contentMatchesExtension, isUploadKind, signatureMatches, UPLOAD_ROUTE_PREFIX, wrongType } from './signedUpload';

const BINARY_TYPES = new Set(['application/octet-stream', 'binary/octet-stream']);
const badSignature = (message = 'Invalid upload signature') => new AppError(403, statusCodes.UPLOAD_BAD_SIGNATURE, message);

function checkedTarget(request: FastifyRequest, secret: string) {
  const key = (request.params as { '*': string })['*'];
  const { expires, kind, signature } = request.query as Record<string, string | undefined>;
  const expiresAt = Number(expires);
  if (!isSafeStorageKey(key) || !isUploadKind(kind) || !Number.isInteger(expiresAt) || typeof signature !== 'string') throw badSignature();
  if (!signatureMatches(secret, key, expiresAt, kind, signature)) throw badSignature();
  if (expiresAt * 1000 < Date.now()) throw new AppError(403, statusCodes.UPLOAD_EXPIRED, 'The upload URL has expired');
  return { key, kind, ext: extensionOf(key) };
}

export const uploadRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  // Only this scope takes raw bodies of any type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

  app.put(`${UPLOAD_ROUTE_PREFIX}*`, {
    config: { public: true },
    // Everything that does not need the body is refused before it is read.
    onRequest: async (request) => {
      const { kind, ext } = checkedTarget(request, ctx.secret);
      if (request.headers[ACL_HEADER] !== ACL_VALUE) throw badSignature(`Missing header ${ACL_HEADER}: ${ACL_VALUE}`);
      if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
        throw new AppError(413, statusCodes.UPLOAD_TOO_LARGE, `Files up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB are accepted`);
      }
      if (!allowedExtensions[kind].includes(ext)) throw wrongType(kind);
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type && !BINARY_TYPES.has(type) && type !== contentTypes[ext]) throw wrongType(kind);
    },
    errorHandler: (error, request, reply) => {
      const code = (error as { code?: string }).code;
      const mapped = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError(413, statusCodes.UPLOAD_TOO_LARGE, 'File is too large') : error;
      return app.errorHandler(mapped as Parameters<typeof app.errorHandler>[0], request, reply);
    },
    handler: async (request) => {
      const { key, kind, ext } = checkedTarget(request, ctx.secret);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, statusCodes.UPLOAD_BAD_TYPE, 'The file is empty');
      if (!contentMatchesExtension(ext, body)) throw wrongType(kind);
      await ctx.storage.put(key, body);
      return ok('File uploaded successfully', { fileNameWithPrefix: key });
    },
  });
};
