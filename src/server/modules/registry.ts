/** Every API module, in one explicit list (design.md §8): registered under /api/v1 by app.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { authModule } from './auth/routes';
import { contentRoutes } from './content/routes';
import { dashboardModule } from './dashboard/routes';
import { devOutboxRoutes } from './dev-outbox/routes';
import { galleryRoutes } from './gallery/routes';
import { healthRoutes } from './health/routes';
import { leadsRoutes } from './leads/routes';
import { plotsRoutes } from './plots/routes';
import { propertyRoutes } from './property/routes';
import { serviceOrderRoutes } from './service-order/routes';
import { servicesRoutes } from './services/routes';
import { uploadRoutes } from './uploads/routes';

export type ModuleOptions = { ctx: AppContext };

const modules: FastifyPluginAsync<ModuleOptions>[] = [
  healthRoutes,
  authModule,
  propertyRoutes,
  galleryRoutes,
  servicesRoutes,
  serviceOrderRoutes,
  plotsRoutes,
  leadsRoutes,
  contentRoutes,
  dashboardModule,
  uploadRoutes,
  devOutboxRoutes,
];

export const apiRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  for (const module of modules) await app.register(module, options);
};
