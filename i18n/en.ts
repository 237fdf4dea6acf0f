/** English: react-admin's own texts plus the application's; the other locales are typed against this shape. */
import englishMessages from 'ra-language-english';
import { appEn } from './en/app';
import { tiptapEn } from './en/tiptap';

/** The shape every locale must fill: the same keys, any strings. */
export type Strings<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AppMessages = Strings<typeof appEn>;

// "Sort by %{field}": react-admin's lower-cased first letter read "Sort by created At", "Sort by order No".
const sort = { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' };

export const en = { ...englishMessages, ra: { ...englishMessages.ra, sort, tiptap: tiptapEn }, app: appEn };
