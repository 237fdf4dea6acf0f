/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when the database has none. */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { DEFAULT_ADMIN_PASSWORD } from '../../config';
import { adminUsers } from '../../db/tables/index';
import { hashPassword, verifyPassword } from './passwords';

export async function bootstrapAdmin(ctx: Pick<AppContext, 'db' | 'config' | 'log'>): Promise<void> {
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if (count === 0) {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = ctx.config;
    await ctx.db
      .insert(adminUsers)
      .values({ name: ADMIN_NAME, email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) })
      .onConflictDoNothing();
    ctx.log.info({ email: ADMIN_EMAIL }, 'bootstrap admin created; change its password after the first login');
  }
  // Said at every start until it is changed: the documented password is the first one anyone would try (audit 31-K).
  for (const email of await adminsWithDefaultPassword(ctx)) {
    ctx.log.warn({ email }, `this admin still signs in with the documented password ${DEFAULT_ADMIN_PASSWORD}: change it (profile menu, Edit Password)`);
  }
}

/** Active admins whose password is still DEFAULT_ADMIN_PASSWORD (the first few: each check costs a password hash). */
export async function adminsWithDefaultPassword(ctx: Pick<AppContext, 'db'>): Promise<string[]> {
  const admins = await ctx.db.select({ email: adminUsers.email, passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.status, 1)).limit(5);
  const found: string[] = [];
  for (const admin of admins) if (await verifyPassword(DEFAULT_ADMIN_PASSWORD, admin.passwordHash)) found.push(admin.email);
  return found;
}
