/**
 * What serves for a while only, removed once past use: a long-running install kept every session, code and mailed
 * message for ever, customers' addresses included (audit 32-P: 650 sessions after 642 sign-ins). Rows at start (in
 * the background) and every hour; the half-written files a crash left in storage at start.
 */
import { lt, or } from 'drizzle-orm';
import type { AppContext } from './context';
import type { DbOrTx } from './db/client';
import { idempotentWrites, orderOtps, outboxMessages, passwordResetCodes, sessions } from './db/tables/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;
/** A half-written file this old is no write in progress: a signed upload URL lives 15 minutes. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** How long each kind of row is kept past its use, in days. */
export const KEEP_DAYS = {
  /** Ended (expired or signed out) sessions: a token of one still reads "session ended" that long, then "invalid". */
  sessions: 7,
  /** Reset codes and order OTPs, from their expiry: the daily reset-code limit counts the last 24 hours. */
  codes: 2,
  /** Sent messages (the outbox): the record of what was sent to whom. */
  outbox: 30,
  /** Idempotency-Key answers (plugins/idempotency.ts): a write is sent again within minutes, not days. */
  idempotency: 1,
} as const;

export async function removeRowsPastUse(db: DbOrTx, now = Date.now()): Promise<Record<keyof typeof KEEP_DAYS, number>> {
  const before = (days: number) => new Date(now - days * DAY_MS);
  const ended = before(KEEP_DAYS.sessions);
  const gone = {
    sessions: await db.delete(sessions).where(or(lt(sessions.expiresAt, ended), lt(sessions.revokedAt, ended))).returning({ id: sessions._id }),
    codes: [
      ...(await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, before(KEEP_DAYS.codes))).returning({ id: passwordResetCodes._id })),
      ...(await db.delete(orderOtps).where(lt(orderOtps.expiresAt, before(KEEP_DAYS.codes))).returning({ id: orderOtps._id })),
    ],
    outbox: await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, before(KEEP_DAYS.outbox))).returning({ id: outboxMessages._id }),
    idempotency: await db.delete(idempotentWrites).where(lt(idempotentWrites.createdAt, before(KEEP_DAYS.idempotency))).returning({ key: idempotentWrites.key }),
  };
  return { sessions: gone.sessions.length, codes: gone.codes.length, outbox: gone.outbox.length, idempotency: gone.idempotency.length };
}

/** Starts the hourly pass (and one now, with the storage's half-written files); returns its stop. */
export function startHousekeeping(ctx: AppContext): () => void {
  const pass = () =>
    ctx.tasks.run('remove rows past use', async () => {
      const removed = await removeRowsPastUse(ctx.db);
      if (Object.values(removed).some((n) => n > 0)) ctx.log.info(removed, 'removed rows past use');
    });
  ctx.tasks.run('remove half-written files', async () => {
    const removed = await ctx.storage.removeStalePartials(STALE_PARTIAL_MS);
    if (removed.files > 0) ctx.log.info(removed, 'removed half-written files left by an earlier stop');
  });
  pass();
  const timer = setInterval(pass, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
