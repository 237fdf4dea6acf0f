/**
 * The image gallery (/image-upload): GET admin/property/image/list (12 a page, meta.total and meta.totalPages)
 * and POST admin/property/images/upload, multipart/form-data with one or more `file` parts (.jpg/.jpeg/.png).
 * A bad file refuses the whole request; nothing is stored then.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { statusCodes } from '@shared/api';
import { imageUpload } from '@shared/resources/property';
import { serverText } from '@shared/serverMessages';
import { extensionOf, MAX_UPLOAD_BYTES, storedKey } from '@shared/uploads';
import { galleryImages } from '../../db/tables/index';
import { AppError } from '../../plugins/errors';
import { registerCrud } from '../crud/crudRoutes';
import type { ModuleOptions } from '../registry';
import { addRoute, ok } from '../routing';
import { allowedExtensions, contentMatchesExtension, contentMismatch, safeFileName, wrongType } from '../uploads/signedUpload';

const MAX_FILES = 20;

export const galleryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  const gallery = registerCrud(app, ctx, { contract: imageUpload, table: galleryImages });

  addRoute(app, imageUpload.routes.create, async (request, reply) => {
    const files: { key: string; body: Buffer }[] = [];
    try {
      await readImages(request, files);
    } catch (error) {
      // The form-data parser's own errors (no boundary, a body cut off as a cancelled upload sends it) carry no
      // HTTP status and answered 500; ours and Fastify's (too large, too many) keep theirs.
      // Too many files read "Request body is too large" for 21 files of 12 bytes (audit): say which limit.
      if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
        throw new AppError(413, statusCodes.PAYLOAD_TOO_LARGE, serverText('tooManyFiles', { limit: String(MAX_FILES) }));
      }
      const known = error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number';
      throw known ? error : new AppError(400, statusCodes.MALFORMED_BODY, serverText('malformedMultipart'));
    }
    if (files.length === 0) {
      throw new AppError(400, statusCodes.VALIDATION, 'app.validation.imagesRequired', [{ field: 'file', message: 'app.validation.imagesRequired' }]);
    }
    for (const file of files) await ctx.storage.put(file.key, file.body);
    try {
      const rows = await ctx.db.transaction((tx) => tx.insert(galleryImages).values(files.map((f) => ({ url: f.key }))).returning());
      reply.status(201);
      return ok(serverText('imagesUploaded'), rows.map((r) => gallery.toWire(r)));
    } catch (error) {
      await Promise.all(files.map((f) => ctx.storage.delete(f.key).catch(() => undefined)));
      throw error;
    }
  });
};

/** The request's image parts, checked (size, extension, content) and given their storage keys, into `files`. */
async function readImages(request: FastifyRequest, files: { key: string; body: Buffer }[]) {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const name = safeFileName(part.filename ?? '');
    const ext = extensionOf(name);
    const body = await part.toBuffer();
    if (part.file.truncated) throw new AppError(413, statusCodes.UPLOAD_TOO_LARGE, serverText('fileTooLarge'));
    if (!allowedExtensions.image.includes(ext)) throw wrongType('image');
    if (!contentMatchesExtension(ext, body)) throw contentMismatch(ext);
    files.push({ key: storedKey('gallery', name, randomUUID()), body });
  }
}
