/** Login, profile, password change (spec §7) and the public-page extensions: register, forgot/verify/reset. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { statusCodes } from '@shared/api';
import { authRoutes, decodePassword } from '@shared/auth';
import { loginWireSchema, passwordChangeSchema, registerSchema } from '@shared/authSchemas';
import { serverText } from '@shared/serverMessages';
import { v } from '@shared/validation';
import { adminUsers } from '../../db/tables/index';
import { currentAdmin } from '../../plugins/auth';
import { AppError, validate } from '../../plugins/errors';
import type { ModuleOptions } from '../registry';
import { addRoute, ok } from '../routing';
import { createLoginLimiter } from './loginLimiter';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { passwordResetRoutes } from './passwordReset';
import { createSession, revokeSession, revokeUserSessions } from './sessions';

const tooManyLogins = (waitSeconds: number) =>
  // How long to wait, in whole minutes (the header has the seconds): "try again later" left the user guessing.
  new AppError(429, statusCodes.TOO_MANY_REQUESTS, serverText('tooManyLogins', { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) }));

const invalidCredentials = () => new AppError(401, statusCodes.INVALID_CREDENTIALS, serverText('invalidCredentials'));

function decodeWirePassword(encoded: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 === 1) throw invalidCredentials();
  try {
    return decodePassword(encoded);
  } catch {
    throw invalidCredentials();
  }
}

export const authModule: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  const { config, db } = ctx;
  const limiter = createLoginLimiter(db, {
    perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
  });

  addRoute(app, authRoutes.login, async (request, reply) => {
    const body = validate(loginWireSchema, request.body);
    const email = body.email.toLowerCase();
    const wait = await limiter.retryAfter(email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', wait);
      throw tooManyLogins(wait);
    }
    const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
    let password: string | null = null;
    try {
      password = decodeWirePassword(body.password);
    } catch {
      password = null;
    }
    const matches =
      password !== null && user ? await verifyPassword(password, user.passwordHash) : await verifyPassword('x', await dummyPasswordHash());
    if (!user || !matches || user.status !== 1) {
      await limiter.fail(email, request.ip);
      throw invalidCredentials();
    }
    await limiter.succeed(email);
    const accessToken = await createSession(db, user._id, config.SESSION_TTL_HOURS);
    return ok(serverText('loggedIn'), { accessToken });
  });

  addRoute(app, authRoutes.me, async (request) => {
    const { _id, name, email, status, type } = currentAdmin(request);
    return ok(serverText('profileFetched'), { _id, name, email, status, type });
  });

  addRoute(app, authRoutes.logout, async (request) => {
    currentAdmin(request);
    if (request.sessionId) await revokeSession(db, request.sessionId);
    return ok(serverText('loggedOut'), {});
  });

  addRoute(app, authRoutes.updatePassword, async (request, reply) => {
    const admin = currentAdmin(request);
    const body = validate(passwordChangeSchema, request.body);
    const [current] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers._id, admin._id)).limit(1);
    if (body.currentPassword !== undefined && current) {
      // Guessing it here counts like failed logins, with the same lockout.
      const email = admin.email.toLowerCase();
      const wait = await limiter.retryAfter(email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw tooManyLogins(wait);
      }
      if (!(await verifyPassword(body.currentPassword, current.passwordHash))) {
        await limiter.fail(email, request.ip);
        throw new AppError(400, statusCodes.VALIDATION, v.currentPasswordWrong, [{ field: 'currentPassword', message: v.currentPasswordWrong }]);
      }
      await limiter.succeed(email);
    }
    // The same password again would change nothing but sign out every other session: refused, on its field.
    if (current && (await verifyPassword(body.password, current.passwordHash))) {
      throw new AppError(400, statusCodes.VALIDATION, v.passwordUnchanged, [{ field: 'password', message: v.passwordUnchanged }]);
    }
    const passwordHash = await hashPassword(body.password);
    const accessToken = await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers._id, admin._id));
      await revokeUserSessions(tx, admin._id);
      return createSession(tx, admin._id, config.SESSION_TTL_HOURS);
    });
    return ok(serverText('passwordUpdated'), { accessToken });
  });

  addRoute(app, authRoutes.registration, async () =>
    ok(serverText(config.ALLOW_REGISTRATION ? 'registrationOpen' : 'registrationDisabled'), { open: config.ALLOW_REGISTRATION }),
  );

  addRoute(app, authRoutes.register, async (request) => {
    if (!config.ALLOW_REGISTRATION) {
      throw new AppError(403, statusCodes.FORBIDDEN, serverText('registrationDisabled'));
    }
    const body = validate(registerSchema, request.body);
    const passwordHash = await hashPassword(body.password);
    const accessToken = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(adminUsers)
        .values({ name: body.name, email: body.email.toLowerCase(), passwordHash })
        .onConflictDoNothing()
        .returning({ _id: adminUsers._id });
      if (!user) {
        throw new AppError(409, statusCodes.CONFLICT, serverText('emailTaken'), [
          { field: 'email', message: serverText('emailTaken') },
        ]);
      }
      return createSession(tx, user._id, config.SESSION_TTL_HOURS);
    });
    return ok(serverText('registered'), { accessToken });
  });

  await app.register(passwordResetRoutes, { ctx, limiter });
};
