/** Login, profile, password change (spec §7) and the public-page extensions: register, forgot/verify/reset. */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { statusCodes } from '@shared/api';
import { authRoutes, decodePassword } from '@shared/auth';
import { loginSchema, passwordChangeSchema, registerSchema } from '@shared/authSchemas';
import { adminUsers } from '../../db/tables/index';
import { currentAdmin } from '../../plugins/auth';
import { AppError, validate } from '../../plugins/errors';
import type { ModuleOptions } from '../registry';
import { addRoute, ok } from '../routing';
import { createLoginLimiter } from './loginLimiter';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { passwordResetRoutes } from './passwordReset';
import { createSession, revokeUserSessions } from './sessions';

const invalidCredentials = () => new AppError(401, statusCodes.INVALID_CREDENTIALS, 'Invalid email or password');

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
    const body = validate(loginSchema, request.body);
    const email = body.email.toLowerCase();
    const wait = await limiter.retryAfter(email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', wait);
      throw new AppError(429, statusCodes.TOO_MANY_REQUESTS, 'Too many failed logins, try again later');
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
    return ok('Logged in successfully', { accessToken });
  });

  addRoute(app, authRoutes.me, async (request) => {
    const { _id, name, email, status, type } = currentAdmin(request);
    return ok('Profile fetched successfully', { _id, name, email, status, type });
  });

  addRoute(app, authRoutes.updatePassword, async (request) => {
    const admin = currentAdmin(request);
    const body = validate(passwordChangeSchema, request.body);
    const passwordHash = await hashPassword(body.password);
    const accessToken = await db.transaction(async (tx) => {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers._id, admin._id));
      await revokeUserSessions(tx, admin._id);
      return createSession(tx, admin._id, config.SESSION_TTL_HOURS);
    });
    return ok('Password updated successfully', { accessToken });
  });

  addRoute(app, authRoutes.register, async (request) => {
    if (!config.ALLOW_REGISTRATION) {
      throw new AppError(403, statusCodes.FORBIDDEN, 'Registration is disabled; ask an administrator for an account');
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
        throw new AppError(409, statusCodes.CONFLICT, 'An account with this email already exists', [
          { field: 'email', message: 'An account with this email already exists' },
        ]);
      }
      return createSession(tx, user._id, config.SESSION_TTL_HOURS);
    });
    return ok('Registered successfully', { accessToken });
  });

  await app.register(passwordResetRoutes, { ctx, limiter });
};
