/** ra-input-rich-text's toolbar texts in French (see i18n/en/tiptap.ts). */
import type { TiptapTexts } from '../en/tiptap';

export const tiptapFr: TiptapTexts = {
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strike: 'Barré',
  code: 'Code',
  color: 'Couleur',
  highlight: 'Surligner',
  align_left: 'Aligner à gauche',
  align_center: 'Centrer',
  align_right: 'Aligner à droite',
  align_justify: 'Justifier',
  list_bulleted: 'Liste à puces',
  list_numbered: 'Liste numérotée',
  blockquote: 'Citation',
  clear_format: 'Effacer la mise en forme',
};
