/** GET /api/v1/dev/outbox (DEV_OUTBOX=1 only, bearer): the messages the server sent, newest first. */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { miscRoutes, type OutboxMessage } from '@shared/misc';
import { serverText } from '@shared/serverMessages';
import { outboxMessages } from '../../db/tables/index';
import type { ModuleOptions } from '../registry';
import { addRoute, ok } from '../routing';

const OUTBOX_LIMIT = 200;

export const devOutboxRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  if (!ctx.config.DEV_OUTBOX) return;
  addRoute(app, miscRoutes.outbox, async () => {
    const rows = await ctx.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages._id)).limit(OUTBOX_LIMIT);
    const results: OutboxMessage[] = rows.map((r) => ({
      to: r.to,
      channel: r.channel,
      text: r.text,
      otp: r.otp,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
    }));
    return ok(serverText('outboxFetched'), { results, meta: { total: results.length } });
  });
};
