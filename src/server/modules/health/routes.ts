/** GET /api/v1/health: 200 {"status":"ok"} once the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../registry';

export const healthRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  app.get('/health', { config: { public: true } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
};
