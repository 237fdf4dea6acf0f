/**
 * Internal script errors that say nothing to an admin (spec §8 "certain internal script error messages are
 * suppressed"): the browser's ResizeObserver loop warnings and the opaque cross-origin "Script error.".
 */
const SUPPRESSED = [/ResizeObserver loop/i, /^Script error\.?$/i];

export const isSuppressedMessage = (text: string) => SUPPRESSED.some((pattern) => pattern.test(text.trim()));
