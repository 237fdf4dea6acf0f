/**
 * Field limits and patterns shared by the schemas (fieldSchemas.ts builds the zod rules from them) and by code
 * that must not load zod, such as the login form.
 */
export const MAX_TEXT = 5000;
export const MAX_SHORT = 300;
export const MAX_PREFIX = 500;
/** The largest price or fee, in rupees (100 crore). */
export const MAX_AMOUNT = 1e9;
/**
 * An amount in whole paise: what two decimals write exactly. zod's multipleOf(0.01) allows for floating-point
 * error and so passed 5e-324, and 0.30000000000000004, which were stored as sent (audit).
 */
export const isInPaise = (amount: number) => Number(amount.toFixed(2)) === amount;
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

/**
 * Characters text may not hold, as the code the messages name ("U+0007"), or null: control characters other than
 * tab and line breaks (a NUL cannot even be stored; a bell or an escape shows nothing and breaks exports) and half of
 * a surrogate pair, which cannot be written as UTF-8 and was stored as "�" (audit: an e-mail "�@example.com").
 */
const HIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hiddenCharacterIn(text: string): string | null {
  const found = HIDDEN_CHARACTER.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

/**
 * A property's FAQs, reviews or images: at most this many live ones; and at most MAX_DELETED_SUB_ITEMS deleted ones
 * are kept (the oldest go first). Neither had a limit, and a client saving without the items' ids made a property
 * grow on each save: 101,094 FAQs, a 9.8 MB answer, 2.2 s per update (audit).
 */
export const MAX_SUB_ITEMS = 100;
export const MAX_DELETED_SUB_ITEMS = 50;

/** Items that carry an isDeleted flag count only while not deleted. */
export const liveCount = (items: readonly { isDeleted?: boolean | null }[]) => items.filter((i) => !i.isDeleted).length;
