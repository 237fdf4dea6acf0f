/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when the database has none. */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { adminUsers } from '../../db/tables/index';
import { hashPassword } from './passwords';

export async function bootstrapAdmin(ctx: Pick<AppContext, 'db' | 'config' | 'log'>): Promise<void> {
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if (count > 0) return;
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = ctx.config;
  await ctx.db
    .insert(adminUsers)
    .values({ name: ADMIN_NAME, email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) })
    .onConflictDoNothing();
  ctx.log.info({ email: ADMIN_EMAIL }, 'bootstrap admin created; change its password after the first login');
}
