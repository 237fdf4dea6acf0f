/**
 * Field limits and patterns shared by the schemas (fieldSchemas.ts builds the zod rules from them) and by code
 * that must not load zod, such as the login form.
 */
export const MAX_TEXT = 5000;
export const MAX_SHORT = 300;
export const MAX_PREFIX = 500;
/** The largest price or fee, in rupees (100 crore). */
export const MAX_AMOUNT = 1e9;
/** The longest list search. */
export const MAX_SEARCH = 200;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The longest password, in characters (UTF-16 code units, as the form counts them). */
export const MAX_PASSWORD = 128;
/**
 * The longest password on the login wire: base64 of its UTF-8 bytes, at most 3 per code unit. A limit of 128 on
 * the encoded text refused every password of more than 96 bytes that the password change had accepted (33 Telugu
 * letters), and the account could no longer sign in.
 */
const MAX_PASSWORD_BYTES = MAX_PASSWORD * 3;
export const MAX_WIRE_PASSWORD = Math.ceil(MAX_PASSWORD_BYTES / 3) * 4;
/** ≥ 8 characters with an uppercase, a lowercase, a digit and a special character (spec §5, §9). */
export const STRONG_PASSWORD = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,${MAX_PASSWORD}}$`);
export const HTTP_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** Items that carry an isDeleted flag count only while not deleted. */
export const liveCount = (items: readonly { isDeleted?: boolean | null }[]) => items.filter((i) => !i.isDeleted).length;
