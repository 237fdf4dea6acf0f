/**
 * The image gallery (/image-upload): GET admin/property/image/list (12 a page, meta.total and meta.totalPages)
 * and POST admin/property/images/upload, multipart/form-data with one or more `file` parts (.jpg/.jpeg/.png).
 * A bad file refuses the whole request; nothing is stored then.
 */
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
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
import type { Storage } from '../../storage/storage';
import { CheckedUpload } from '../uploads/checkedUpload';
import { allowedExtensions, contentMismatch, safeFileName, wrongType } from '../uploads/signedUpload';

const MAX_FILES = 20;

export const galleryRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  const gallery = registerCrud(app, ctx, { contract: imageUpload, table: galleryImages });

  addRoute(app, imageUpload.routes.create, async (request, reply) => {
    const stored: string[] = [];
    const dropStored = () => Promise.all(stored.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    try {
      await storeImages(request, ctx.storage, stored);
    } catch (error) {
      await dropStored();
      // The form-data parser's own errors (no boundary, a body cut off as a cancelled upload sends it) carry no
      // HTTP status and answered 500; ours and Fastify's (too large, too many) keep theirs.
      // Too many files read "Request body is too large" for 21 files of 12 bytes (audit): say which limit.
      if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
        throw new AppError(413, statusCodes.PAYLOAD_TOO_LARGE, serverText('tooManyFiles', { limit: String(MAX_FILES) }));
      }
      const known = error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number';
      throw known ? error : new AppError(400, statusCodes.MALFORMED_BODY, serverText('malformedMultipart'));
    }
    if (stored.length === 0) {
      throw new AppError(400, statusCodes.VALIDATION, 'app.validation.imagesRequired', [{ field: 'file', message: 'app.validation.imagesRequired' }]);
    }
    try {
      const rows = await ctx.db.transaction((tx) => tx.insert(galleryImages).values(stored.map((url) => ({ url }))).returning());
      reply.status(201);
      return ok(serverText('imagesUploaded'), rows.map((r) => gallery.toWire(r)));
    } catch (error) {
      await dropStored();
      throw error;
    }
  });
};

/**
 * Streams the request's image parts to storage, each checked (extension, content, size) as it goes, so a request
 * of 20 large images never sits in memory (it was buffered whole: audit 31-K). Every key written goes into
 * `stored` first, for the caller to delete when a later part fails.
 */
async function storeImages(request: FastifyRequest, storage: Storage, stored: string[]) {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const name = safeFileName(part.filename ?? '');
    const ext = extensionOf(name);
    if (!allowedExtensions.image.includes(ext)) throw wrongType('image');
    const key = storedKey('gallery', name, randomUUID());
    stored.push(key);
    // The parser cuts a part at MAX_UPLOAD_BYTES (truncated) rather than failing it; the check below says so.
    const checked = pipeline(part.file, new CheckedUpload(ext, MAX_UPLOAD_BYTES, (head) => contentMismatch(ext, head)), () => undefined);
    await storage.put(key, checked);
    if (part.file.truncated) throw new AppError(413, statusCodes.UPLOAD_TOO_LARGE, serverText('fileTooLarge'));
  }
}
