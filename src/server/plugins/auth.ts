/**
 * Bearer authentication for every API route whose route config is not `public`.
 * Missing token → 401 'Token Missing'; unknown token → 401 'Invalid Token'; a revoked or expired session (or a
 * disabled account) → 401 with statusCode 5000, which makes the admin clear its storage (spec §4, §8).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import type { AppContext } from '../context';
import { findSession, type SessionLookup } from '../modules/auth/sessions';
import { AppError } from './errors';

export type AuthedAdmin = SessionLookup['user'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No bearer token needed. */
    public?: boolean;
  }
  interface FastifyRequest {
    admin: AuthedAdmin | null;
    sessionId: string | null;
  }
}

const UNAUTHORIZED = 401;

export function addAuthHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError(UNAUTHORIZED, UNAUTHORIZED, serverText('tokenMissing'));
    const token = match[1];
    if (token.length > 200) throw new AppError(UNAUTHORIZED, UNAUTHORIZED, serverText('tokenInvalid'));
    const session = await findSession(ctx.db, token);
    if (!session) throw new AppError(UNAUTHORIZED, UNAUTHORIZED, serverText('tokenInvalid'));
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now() || session.user.status !== 1) {
      throw new AppError(UNAUTHORIZED, statusCodes.SESSION_INVALID, serverText('sessionInvalid'));
    }
    request.admin = session.user;
    request.sessionId = session.sessionId;
  });
}

/** The authenticated admin of a non-public route. */
export function currentAdmin(request: FastifyRequest): AuthedAdmin {
  if (!request.admin) throw new AppError(UNAUTHORIZED, UNAUTHORIZED, serverText('tokenMissing'));
  return request.admin;
}
