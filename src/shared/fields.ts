/** Small zod builders the resource schemas share, so each rule and message is written once. */
import { z } from 'zod';
import { v } from './validation';

export const MAX_TEXT = 5000;
export const MAX_SHORT = 300;
export const MAX_PREFIX = 500;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** ≥ 8 characters with an uppercase, a lowercase, a digit and a special character (spec §5, §9). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
export const HTTP_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** A required, trimmed text whose missing, wrong-typed and empty cases all read `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, v.tooLong);

export const optionalText = (max = MAX_TEXT) =>
  z.string().trim().max(max, v.tooLong).nullish().transform((s) => s ?? '');

/** A list of non-empty strings with at least one entry. */
export const requiredList = (message: string) =>
  z.array(z.string({ error: message }).trim().min(1, message).max(MAX_SHORT, v.tooLong), { error: message }).min(1, message);

export const optionalList = () =>
  z.array(z.string().trim().max(MAX_SHORT, v.tooLong)).nullish().transform((a) => (a ?? []).filter(Boolean));

/** A stored file prefix as returned by a signed-url call. */
export const storedPrefix = (message: string) => requiredText(message, MAX_PREFIX);

/** A number chosen from an enumeration, refusing its Null (0) entry and anything outside it. */
export const enumNumber = (ids: readonly number[], message: string) =>
  z.number({ error: message }).int(message).refine((n) => n !== 0 && ids.includes(n), message);

export const requiredNumber = (message: string, min = 0) => z.number({ error: message }).min(min, message);

export const email = () =>
  z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).max(MAX_SHORT, v.tooLong).regex(EMAIL_PATTERN, v.emailInvalid);

export const isActive = () => z.boolean().default(true);

/** Items that carry an isDeleted flag count only while not deleted. */
export const liveCount = (items: readonly { isDeleted?: boolean | null }[]) => items.filter((i) => !i.isDeleted).length;
