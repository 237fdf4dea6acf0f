/** Romanian: react-admin's texts (written here, no published package) plus the application's. Loaded on demand. */
import { appRo } from './ro/app';
import { raRo } from './ro/ra';
import { tiptapRo } from './ro/tiptap';

export const ro = { ...raRo, ra: { ...raRo.ra, tiptap: tiptapRo }, app: appRo };
