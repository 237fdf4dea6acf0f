/**
 * Brute-force protection for login and the current-password check of a password change: failed attempts counted
 * per account and per address in a sliding window. (Reset codes have their own: 5 tries a code, a few codes a day,
 * passwordReset.ts.) The failures live in the database (login_failures), so several server processes
 * sharing one PostgreSQL count together; the database's clock decides the window.
 */
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/tables/index';

export type LoginLimiter = {
  /** Seconds to wait, or 0 when the caller may try. */
  retryAfter(account: string, address: string): Promise<number>;
  fail(account: string, address: string): Promise<void>;
  succeed(account: string): Promise<void>;
};

const accountKey = (account: string) => `a:${account}`;
const addressKey = (address: string) => `ip:${address}`;

export function createLoginLimiter(db: Db, opts: { perAccount: number; perAddress: number; windowMs: number }): LoginLimiter {
  const windowStart = sql`now() - make_interval(secs => ${opts.windowMs / 1000})`;
  return {
    async retryAfter(account, address) {
      const keys = [accountKey(account), addressKey(address)];
      // Newest first, in epoch milliseconds on the database's clock, with that clock's now.
      const rows = await db
        .select({
          key: loginFailures.key,
          at: sql<number>`extract(epoch from ${loginFailures.failedAt}) * 1000`.mapWith(Number),
          now: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number),
        })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, windowStart)))
        .orderBy(sql`${loginFailures.failedAt} desc`);
      const wait = (key: string, max: number) => {
        const recent = rows.filter((r) => r.key === key);
        if (recent.length < max) return 0;
        // The window frees a try when the max-th most recent failure leaves it.
        return Math.max(1, Math.ceil((recent[max - 1].at + opts.windowMs - recent[max - 1].now) / 1000));
      };
      return Math.max(wait(keys[0], opts.perAccount), wait(keys[1], opts.perAddress));
    },
    async fail(account, address) {
      await db.insert(loginFailures).values([{ key: accountKey(account) }, { key: addressKey(address) }]);
      // Failures that left the window count no more: dropped here, so the table stays the size of one window.
      await db.delete(loginFailures).where(lte(loginFailures.failedAt, windowStart));
    },
    async succeed(account) {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [accountKey(account)]));
    },
  };
}
