/** Four-digit one-time codes (order OTPs, reset codes): random, stored only as an HMAC, compared in constant time. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export const newFourDigitCode = () => String(randomInt(1000, 10_000));

/** `scope` binds the code to its purpose and owner, so one hash can never stand for another order's code. */
export const hashCode = (secret: string, scope: string, code: string) => createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');

export function codesMatch(storedHash: string, candidateHash: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(candidateHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
