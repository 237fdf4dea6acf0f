/** Every API module, in one explicit list (design.md §8): registered under /api/v1 by app.ts. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { healthRoutes } from './health/routes';

export type ModuleOptions = { ctx: AppContext };

const modules: FastifyPluginAsync<ModuleOptions>[] = [healthRoutes];

export const apiRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  for (const module of modules) await app.register(module, options);
};
