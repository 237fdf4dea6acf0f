/**
 * Small zod builders the resource schemas share, so each rule and message is written once. Apart from fields.ts
 * (plain limits and patterns) so that code needing only those, such as the login form, does not load zod.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, hiddenCharacterIn, MAX_PREFIX, MAX_SHORT, MAX_TEXT } from './fields';
import { v } from './validation';

/**
 * Whether a text shows anything: not only spaces and invisible format characters (zero-width spaces and joiners,
 * direction marks) and control characters, which trim() keeps. Inside words they stay: Telugu spells with the joiners.
 */
export const showsText = (text: string) => /[^\s\p{Cf}\p{Cc}]/u.test(text);

/** Text holding a character it may not (hiddenCharacterIn) reads `hiddenCharacter`, naming the character. */
const withoutHiddenCharacters = (schema: z.ZodString) =>
  schema.superRefine((text, ctx) => {
    const code = hiddenCharacterIn(text);
    if (code) ctx.addIssue({ code: 'custom', message: v.hiddenCharacter, params: { code } });
  });

/*
 * Texts are stored in Unicode's composed form (NFC), and limits count it: Telugu typed on a Mac or an iPhone, or
 * pasted from a PDF, arrives decomposed (ై as two code points), looked the same, and was neither found by a search
 * typed elsewhere nor held to the same length (audit 31-M). Searches are composed too (listQuery.ts).
 */

/** `text` composed; plain ASCII (most texts) is composed already, and the check is far cheaper than ICU's pass. */
export const composed = (text: string) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFC'));

/** A required, trimmed text whose missing, wrong-typed, empty and invisible cases all read `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  withoutHiddenCharacters(z.string({ error: message }).trim().overwrite(composed).min(1, message).max(max, v.tooLong)).refine((text) => text === '' || showsText(text), message); // '' fails min: once

/**
 * Whether rich text (HTML) shows anything: text other than spaces, or an image with an address. "<p>   </p>" shows
 * nothing, nor "<img>" (or an image whose script address the server's sanitising removed).
 */
export const showsContent = (html: string) =>
  /<img\b[^>]*\ssrc\s*=\s*["']?[^\s"'>]/i.test(html) || showsText(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' '));

/** A required rich text: one that shows nothing (spaces and empty paragraphs only) reads `message`, as an empty one. */
export const requiredRichText = (message: string, max: number) =>
  requiredText(message, max).refine((html) => html === '' || showsContent(html), message); // '' is requiredText's to refuse: once

export const optionalText = (max = MAX_TEXT) =>
  withoutHiddenCharacters(z.string().trim().overwrite(composed).max(max, v.tooLong)).nullish().transform((s) => s ?? '');

/** A list of non-empty strings with at least one entry. */
export const requiredList = (message: string) =>
  z.array(withoutHiddenCharacters(z.string({ error: message }).trim().overwrite(composed).min(1, message).max(MAX_SHORT, v.entryTooLong)).refine((text) => text === '' || showsText(text), message), { error: message }).min(1, message);

export const optionalList = () =>
  z.array(withoutHiddenCharacters(z.string().trim().overwrite(composed).max(MAX_SHORT, v.entryTooLong))).nullish().transform((a) => (a ?? []).filter(Boolean));

/** A stored file prefix as returned by a signed-url call. */
export const storedPrefix = (message: string) => requiredText(message, MAX_PREFIX);

/** A number chosen from an enumeration, refusing its Null (0) entry and anything outside it. */
export const enumNumber = (ids: readonly number[], message: string) =>
  z.number({ error: message }).int(message).refine((n) => n !== 0 && ids.includes(n), message);

export const requiredNumber = (message: string, min = 0) => z.number({ error: message }).min(min, message);

export const email = () =>
  withoutHiddenCharacters(z.string({ error: v.emailRequired }).trim().overwrite(composed).min(1, v.emailRequired).max(MAX_SHORT, v.tooLong).regex(EMAIL_PATTERN, v.emailInvalid));

export const isActive = () => z.boolean().default(true);
