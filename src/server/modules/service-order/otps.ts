/**
 * Order one-time codes: 4 digits (1000–9999), stored as an HMAC bound to the order and kind, valid 10 minutes,
 * 5 wrong tries. Issuing a code retires the previous one of the same kind.
 */
import { and, count, desc, eq, gte, isNull, min } from 'drizzle-orm';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { orderOtps } from '../../db/tables/index';
import { AppError } from '../../plugins/errors';
import { codesMatch, CODE_MAX_ATTEMPTS, CODE_TTL_MS, hashCode, newFourDigitCode, takeTry } from '../codes';

export type OtpKind = 'user' | 'admin';

const scope = (orderId: string, kind: OtpKind) => `order:${orderId}:${kind}`;
const otpError = (httpStatus: number, statusCode: number, message: string) =>
  new AppError(httpStatus, statusCode, message, [{ field: 'otp', message }]);

/**
 * At most this many codes of one kind are sent for an order within a code's lifetime: Re-generate sent the
 * customer 30 e-mails in 0.4 s (audit). Five leave room for a mail gone astray, and again.
 */
export const MAX_CODES_PER_TTL = 5;

/** Refuses (429) a code past MAX_CODES_PER_TTL, saying in how many minutes the next one may go. */
export async function refuseTooManyCodes(ctx: AppContext, orderId: string, kind: OtpKind, now = Date.now()): Promise<void> {
  const [sent] = await ctx.db
    .select({ n: count(), oldest: min(orderOtps.createdAt) })
    .from(orderOtps)
    .where(and(eq(orderOtps.orderId, orderId), eq(orderOtps.kind, kind), gte(orderOtps.createdAt, new Date(now - CODE_TTL_MS))));
  if (!sent || sent.n < MAX_CODES_PER_TTL || !sent.oldest) return;
  const minutes = Math.max(1, Math.ceil((sent.oldest.getTime() + CODE_TTL_MS - now) / 60_000));
  throw new AppError(429, statusCodes.TOO_MANY_REQUESTS, serverText('otpTooManySent', { count: String(MAX_CODES_PER_TTL), minutes: String(minutes) }));
}

/** A new code and its expiry, not yet stored: it is stored once the message carrying it has gone. */
export const newOtp = () => ({ code: newFourDigitCode(), expiresAt: new Date(Date.now() + CODE_TTL_MS) });

/** Stores `otp` as the order's live code of that kind, retiring the previous one. */
export async function storeOtp(ctx: AppContext, tx: DbOrTx, orderId: string, kind: OtpKind, otp: ReturnType<typeof newOtp>): Promise<void> {
  await tx
    .update(orderOtps)
    .set({ consumedAt: new Date() })
    .where(and(eq(orderOtps.orderId, orderId), eq(orderOtps.kind, kind), isNull(orderOtps.consumedAt)));
  await tx.insert(orderOtps).values({ orderId, kind, codeHash: hashCode(ctx.secret, scope(orderId, kind), otp.code), expiresAt: otp.expiresAt });
}

/** The code of that kind the recipient holds and can still use (not retired, not expired, not locked), if any. */
export async function usableOtp(ctx: AppContext, orderId: string, kind: OtpKind): Promise<{ expiresAt: Date } | null> {
  const [live] = await ctx.db
    .select({ expiresAt: orderOtps.expiresAt, attempts: orderOtps.attempts })
    .from(orderOtps)
    .where(and(eq(orderOtps.orderId, orderId), eq(orderOtps.kind, kind), isNull(orderOtps.consumedAt)))
    .orderBy(desc(orderOtps.createdAt))
    .limit(1);
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS || live.expiresAt.getTime() <= Date.now()) return null;
  return { expiresAt: live.expiresAt };
}

/**
 * Checks `code` against the live code of that kind; returns the code's id to consume. Each check takes a try on
 * the main connection, so a wrong code's is kept even though the request fails.
 */
export async function checkOtp(ctx: AppContext, orderId: string, kind: OtpKind, code: string): Promise<string> {
  const [live] = await ctx.db
    .select()
    .from(orderOtps)
    .where(and(eq(orderOtps.orderId, orderId), eq(orderOtps.kind, kind), isNull(orderOtps.consumedAt)))
    .orderBy(desc(orderOtps.createdAt))
    .limit(1);
  if (!live) throw otpError(400, statusCodes.OTP_NOT_GENERATED, serverText(kind === 'user' ? 'userOtpNotGenerated' : 'adminOtpNotGenerated'));
  if (live.expiresAt.getTime() <= Date.now()) throw otpError(400, statusCodes.OTP_EXPIRED, serverText('otpExpired'));
  const used = await takeTry(ctx.db, orderOtps, live._id);
  if (used === null) throw otpError(429, statusCodes.OTP_TOO_MANY_ATTEMPTS, serverText('otpTooManyAttempts'));
  if (!codesMatch(live.codeHash, hashCode(ctx.secret, scope(orderId, kind), code))) {
    // The error under the boxes says how many tries are left: the code locking after the fifth came unannounced.
    const left = CODE_MAX_ATTEMPTS - used;
    const user = kind === 'user';
    const detail =
      left > 0
        ? serverText(user ? 'userOtpInvalidTriesLeft' : 'adminOtpInvalidTriesLeft', { left: String(left) })
        : serverText(user ? 'userOtpInvalidLastTry' : 'adminOtpInvalidLastTry');
    throw new AppError(400, statusCodes.OTP_INVALID, serverText(user ? 'userOtpInvalid' : 'adminOtpInvalid'), [{ field: 'otp', message: detail }]);
  }
  return live._id;
}
