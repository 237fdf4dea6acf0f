/** Four-digit one-time codes (order OTPs, reset codes): random, stored only as an HMAC, compared in constant time. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
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
