/** Four-digit one-time codes (order OTPs, reset codes): random, stored only as an HMAC, compared in constant time. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@shared/api';

export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
export { CODE_MAX_ATTEMPTS };

export const newFourDigitCode = () => String(randomInt(1000, 10_000));

/** `scope` binds the code to its purpose and owner, so one hash can never stand for another order's code. */
export const hashCode = (secret: string, scope: string, code: string) => createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');

export function codesMatch(storedHash: string, candidateHash: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(candidateHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Takes one of a code's tries before the code is compared: the number of tries used, this one included, or null
 * when none is left. One statement, so guesses sent at once cannot each read the same count and all be compared
 * (on a PostgreSQL server they run side by side).
 */
export async function takeTry(db: DbOrTx, table: PgTable & { _id: PgColumn; attempts: PgColumn }, codeId: string): Promise<number | null> {
  const [taken] = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(and(eq(table._id, codeId), lt(table.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: table.attempts });
  return taken ? Number(taken.attempts) : null;
}
