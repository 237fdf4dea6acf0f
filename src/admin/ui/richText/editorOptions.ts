import StarterKit from '@tiptap/starter-kit';
import { DefaultEditorOptions } from 'ra-input-rich-text';

/**
 * ra-input-rich-text's editor, with its links tamed: a click on a link in the editor opened it in a new tab (so
 * the cursor could not be put in it to edit it), and text typed just after a link became part of it. Links are
 * made and edited with the toolbar's dialog (LinkDialogButton); a pasted address over a selection still links it.
 */
const richTextEditorOptions = {
  ...DefaultEditorOptions,
  extensions: [
    StarterKit.configure({ link: { openOnClick: false, autolink: false, linkOnPaste: true } }),
    ...(DefaultEditorOptions.extensions ?? []).filter((extension) => extension.name !== 'starterKit'),
  ],
};

/**
 * The options with the editable area named `label`: react-admin names only the editor's wrapper, so a screen reader
 * found no text box called "Long description".
 */
export const namedEditorOptions = (label: string) => ({
  ...richTextEditorOptions,
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
});
