/** GET admin/dashboard/dashboard?dateFilter=&startDate=&endDate= */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from '@shared/dashboard';
import { dashboardQuerySchema } from '@shared/dashboardSchemas';
import { serverText } from '@shared/serverMessages';
import { validate } from '../../plugins/errors';
import { normaliseQuery } from '../crud/listQuery';
import type { ModuleOptions } from '../registry';
import { addRoute, ok } from '../routing';
import { dashboardFigures } from './figures';

export const dashboardModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  addRoute(app, dashboardRoutes.figures, async (request) => {
    const query = validate(dashboardQuerySchema, normaliseQuery(request.query));
    return ok(serverText('dashboardFetched'), await dashboardFigures(ctx.db, query));
  });
};
