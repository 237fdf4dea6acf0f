/** Telugu letters: the Unicode block U+0C00–U+0C7F. */
const TELUGU = /[\u0C00-\u0C7F]/;

/**
 * The `lang` to mark a text the admins' users wrote with: 'te' when it holds Telugu letters, so that a screen
 * reader reads it with a Telugu voice, which the page's language (en, fr, ro, zh) gave no reason to pick (audit:
 * support subjects and messages, review texts were read with the English voice). Otherwise none: the text is then
 * taken to be in the page's language.
 */
export const contentLang = (text: string): 'te' | undefined => (TELUGU.test(text) ? 'te' : undefined);
