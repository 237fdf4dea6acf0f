/** Services with fees: list, get, create (extension), update, status toggle, signed upload for images and icons. */
import type { FastifyPluginAsync } from 'fastify';
import { servicesWithSchemas } from '@shared/resources/servicesSchemas';
import { services } from '../../db/tables/index';
import { registerCrud } from '../crud/crudRoutes';
import { filesIn } from '../crud/storedFiles';
import type { ModuleOptions } from '../registry';

export const servicesRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  registerCrud(app, ctx, { contract: servicesWithSchemas, table: services, upload: 'image', storedFiles: filesIn('icon', 'images') });
};
