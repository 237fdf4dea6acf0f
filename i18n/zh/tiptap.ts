/** ra-input-rich-text's toolbar texts in Chinese (see i18n/en/tiptap.ts). */
import type { TiptapTexts } from '../en/tiptap';

export const tiptapZh: TiptapTexts = {
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  code: '代码',
  color: '颜色',
  highlight: '高亮',
  align_left: '左对齐',
  align_center: '居中',
  align_right: '右对齐',
  align_justify: '两端对齐',
  list_bulleted: '项目符号列表',
  list_numbered: '编号列表',
  blockquote: '引用',
  clear_format: '清除格式',
};
