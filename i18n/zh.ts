/** Simplified Chinese: react-admin's texts (written here, no published package) plus the application's. Loaded on demand. */
import { appZh } from './zh/app';
import { raZh } from './zh/ra';
import { tiptapZh } from './zh/tiptap';

export const zh = { ...raZh, ra: { ...raZh.ra, tiptap: tiptapZh }, app: appZh };
