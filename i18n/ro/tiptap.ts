/** ra-input-rich-text's toolbar texts in Romanian (see i18n/en/tiptap.ts). */
import type { TiptapTexts } from '../en/tiptap';

export const tiptapRo: TiptapTexts = {
  bold: 'Aldin',
  italic: 'Cursiv',
  underline: 'Subliniat',
  strike: 'Tăiat',
  code: 'Cod',
  color: 'Culoare',
  highlight: 'Evidențiere',
  align_left: 'Aliniere la stânga',
  align_center: 'Centrat',
  align_right: 'Aliniere la dreapta',
  align_justify: 'Aliniere justificată',
  list_bulleted: 'Listă cu marcatori',
  list_numbered: 'Listă numerotată',
  blockquote: 'Citat',
  clear_format: 'Șterge formatarea',
};
