/** Bearer sessions: opaque random tokens, only their sha256 stored, revocable one by one or per user. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminUsers, sessions } from '../../db/tables/index';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: DbOrTx, userId: string, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlHours * 3600_000) });
  return token;
}

export type SessionLookup = {
  sessionId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  user: { _id: string; name: string; email: string; status: number; type: string };
};

export async function findSession(db: DbOrTx, token: string): Promise<SessionLookup | null> {
  const [row] = await db
    .select({
      sessionId: sessions._id,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      user: { _id: adminUsers._id, name: adminUsers.name, email: adminUsers.email, status: adminUsers.status, type: adminUsers.type },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers._id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends one session (signing out): its token is refused from then on, as a revoked one. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions._id, sessionId), isNull(sessions.revokedAt)));
}
