/**
 * Field limits and patterns shared by the schemas (fieldSchemas.ts builds the zod rules from them) and by code
 * that must not load zod, such as the login form.
 */
export const MAX_TEXT = 5000;
export const MAX_SHORT = 300;
export const MAX_PREFIX = 500;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** ≥ 8 characters with an uppercase, a lowercase, a digit and a special character (spec §5, §9). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
export const HTTP_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** Items that carry an isDeleted flag count only while not deleted. */
export const liveCount = (items: readonly { isDeleted?: boolean | null }[]) => items.filter((i) => !i.isDeleted).length;
