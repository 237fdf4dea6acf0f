/** Stub until the import helper delivers excel upload-file, list, file content, signed-url and the template. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import type { ImportWorker } from './worker';

export type ImportRoutesOptions = { ctx: AppContext; worker: ImportWorker };

export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async () => {};
