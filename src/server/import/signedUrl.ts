/** `POST admin/property/excel/signed-url {fileName}`: a signed PUT URL for a spreadsheet (.xlsx or .csv only). */
import type { FastifyInstance } from 'fastify';
import type { Route } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { signedUrlRequestSchema } from '@shared/uploadsSchemas';
import type { AppContext } from '../context';
import { createSignedUpload } from '../modules/uploads/signedUpload';
import { addRoute, ok } from '../modules/routing';
import { validate } from '../plugins/errors';

export function registerSpreadsheetSignedUrl(app: FastifyInstance, ctx: AppContext, route: Route) {
  addRoute(app, route, async (request) => {
    const { fileName } = validate(signedUrlRequestSchema, request.body);
    return ok(serverText('uploadUrlCreated'), createSignedUpload(ctx, { fileName, allowed: 'spreadsheet', folder: 'excel' }));
  });
}
