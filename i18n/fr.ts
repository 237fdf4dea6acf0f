/** French: react-admin's published French texts plus the application's. Loaded on demand. */
import frenchMessages from 'ra-language-french';
import { appFr } from './fr/app';
import { tiptapFr } from './fr/tiptap';

export const fr = { ...frenchMessages, ra: { ...frenchMessages.ra, tiptap: tiptapFr }, app: appFr };
