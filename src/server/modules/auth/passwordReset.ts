/**
 * Forgot / verify-code / reset-password (extensions for the spec's public pages). forgot-password always answers
 * 200 so it does not reveal which emails exist; the 4-digit code goes out through the notifier, expires after
 * 10 minutes and allows 5 wrong tries. An account gets at most RESET_CODES_PER_DAY codes a day: 4 digits are 9,000
 * codes, and with a new code on every ask, a script guessing 5 a code from many addresses took an account over in
 * hours (audit 31-K); now it gets 25 guesses a day, a 0.3 % chance.
 */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CODE_TTL_MINUTES, statusCodes } from '@shared/api';
import { authRoutes } from '@shared/auth';
import { forgotPasswordSchema, resetPasswordSchema, verifyCodeSchema } from '@shared/authSchemas';
import { serverText } from '@shared/serverMessages';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { adminUsers, passwordResetCodes } from '../../db/tables/index';
import { AppError, validate } from '../../plugins/errors';
import { codesMatch, CODE_MAX_ATTEMPTS, CODE_TTL_MS, hashCode, newFourDigitCode, takeTry } from '../codes';
import { addRoute, ok } from '../routing';
import type { LoginLimiter } from './loginLimiter';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const publicRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
export const RESET_CODES_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
// The field says the same as the answer: 'Please enter the 4-digit code' under four entered digits misled.
const wrongCode = () => {
  // Wrong, expired or locked read the same: telling them apart would tell which addresses have a code out.
  const message = serverText('codeWrong', { tries: String(CODE_MAX_ATTEMPTS) });
  return new AppError(400, statusCodes.OTP_INVALID, message, [{ field: 'code', message }]);
};

/** Checks a code; each check takes a try (on the main connection: a wrong one's is kept though the request fails). */
async function checkCode(ctx: AppContext, db: DbOrTx, email: string, code: string) {
  const [row] = await db
    .select({ codeId: passwordResetCodes._id, userId: adminUsers._id, codeHash: passwordResetCodes.codeHash, expiresAt: passwordResetCodes.expiresAt })
    .from(passwordResetCodes)
    .innerJoin(adminUsers, eq(adminUsers._id, passwordResetCodes.userId))
    .where(and(eq(adminUsers.email, email.toLowerCase()), isNull(passwordResetCodes.consumedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) throw wrongCode();
  if ((await takeTry(ctx.db, passwordResetCodes, row.codeId)) === null) throw wrongCode();
  if (!codesMatch(row.codeHash, hashCode(ctx.secret, `reset:${row.userId}`, code))) throw wrongCode();
  // A right code gives its try back: the reset page checks it again with the new password.
  await ctx.db.update(passwordResetCodes).set({ attempts: sql`${passwordResetCodes.attempts} - 1` }).where(eq(passwordResetCodes._id, row.codeId));
  return row;
}

/** Reset codes issued to the account in the last 24 hours (used or not). */
async function codesSentToday(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.createdAt, new Date(Date.now() - DAY_MS))));
  return n;
}

/**
 * E-mails a new code, after forgot-password has answered. A mail server that refuses it is logged (the notifier
 * does). The code is stored only once it has gone (the one already out stays valid).
 */
async function sendResetCode(ctx: AppContext, user: { _id: string; email: string }) {
  const code = newFourDigitCode();
  const text = `Your password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`;
  const message = { to: user.email, channel: 'email' as const, subject: 'Your password reset code', text, otp: code };
  const sent = await ctx.notifier.deliver(message).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === statusCodes.MESSAGE_NOT_SENT) return false;
      throw error;
    },
  );
  if (!sent) return;
  await ctx.db.transaction(async (tx) => {
    await tx.update(passwordResetCodes).set({ consumedAt: new Date() }).where(and(eq(passwordResetCodes.userId, user._id), isNull(passwordResetCodes.consumedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user._id,
      codeHash: hashCode(ctx.secret, `reset:${user._id}`, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    await ctx.notifier.record(message, tx);
  });
}

export const passwordResetRoutes: FastifyPluginAsync<{ ctx: AppContext; limiter: LoginLimiter }> = async (app, { ctx, limiter }) => {
  const { db } = ctx;

  addRoute(
    app,
    authRoutes.forgotPassword,
    async (request) => {
      const { email } = validate(forgotPasswordSchema, request.body);
      // Answered before the account is looked up or the mail server is waited for, so the time taken says nothing.
      ctx.tasks.run('password reset code', async () => {
        const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.toLowerCase())).limit(1);
        if (!user || user.status !== 1) return;
        // Past the day's codes: the same answer, no mail; the codes already sent stay valid until they expire.
        if ((await codesSentToday(db, user._id)) >= RESET_CODES_PER_DAY) request.log.warn({ userId: user._id }, 'password reset: daily code limit reached');
        else await sendResetCode(ctx, user);
      });
      return ok(serverText('resetCodeSent'), null);
    },
    publicRateLimit,
  );

  addRoute(
    app,
    authRoutes.verifyCode,
    async (request) => {
      const { email, code } = validate(verifyCodeSchema, request.body);
      await checkCode(ctx, db, email, code);
      return ok(serverText('codeVerified'), { valid: true });
    },
    publicRateLimit,
  );

  addRoute(
    app,
    authRoutes.resetPassword,
    async (request) => {
      const body = validate(resetPasswordSchema, request.body);
      const row = await checkCode(ctx, db, body.email, body.code);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.update(passwordResetCodes).set({ consumedAt: new Date() }).where(eq(passwordResetCodes._id, row.codeId));
        await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers._id, row.userId));
        await revokeUserSessions(tx, row.userId);
      });
      await limiter.succeed(body.email.toLowerCase());
      return ok(serverText('passwordReset'), null);
    },
    publicRateLimit,
  );
};
