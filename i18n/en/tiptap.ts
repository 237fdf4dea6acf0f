/**
 * ra-input-rich-text's toolbar buttons read `ra.tiptap.*`, which no react-admin language package has: without these
 * their names (aria-label and tooltip) were English in every language. Only the buttons our toolbar keeps
 * (src/admin/ui/richText/RichTextToolbar.tsx); its own text style, link and image buttons use `app.richText.*`.
 * The other languages follow this shape.
 */
export const tiptapEn = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  code: 'Code',
  color: 'Color',
  highlight: 'Highlight',
  align_left: 'Align left',
  align_center: 'Center',
  align_right: 'Align right',
  align_justify: 'Justify',
  list_bulleted: 'Bulleted list',
  list_numbered: 'Numbered list',
  blockquote: 'Blockquote',
  clear_format: 'Clear format',
};

export type TiptapTexts = Record<keyof typeof tiptapEn, string>;
