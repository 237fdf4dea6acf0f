import type { Editor } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** The attributes set here; the editable area's others (its name, its id) are kept as they are. */
const STATE_ATTRIBUTES = ['aria-invalid', 'aria-required', 'aria-describedby'];

/**
 * The text under the editor (its error, or its helper text), given an id to be referred to: ra-input-rich-text
 * renders it without one. Null until the editor's view is in the page.
 */
function helperTextOf(editor: Editor) {
  // Before it is mounted, the editor's view is a stand-in that throws on `dom`.
  const view = editor.view;
  const editable = 'dom' in view ? view.dom : null;
  const helper = editable?.closest('.ra-input')?.querySelector<HTMLElement>('.MuiFormHelperText-root');
  if (!editable || !helper) return null;
  if (!helper.id) helper.id = `${editable.id || 'rich-text'}-helper-text`;
  return helper;
}

/**
 * Tells assistive technology about the rich-text field what the other inputs tell it: whether it is invalid and
 * required, and what its error (or helper text) says. ra-input-rich-text shows all three, the asterisk and the red
 * message, but leaves the editable area without them, so a screen reader read an empty, required field as valid
 * and optional (audit). Rendered with the editor's toolbar (AppRichTextInput), where the editor is known; the state
 * goes into the editor's options, not into the options it is made from, which would make it anew on each change
 * (losing the focus that a refused save has just put there).
 */
export function EditorFieldState({ source, isRequired = false }: { source: string; isRequired?: boolean }) {
  const editor = useTiptapEditor();
  const { getFieldState } = useFormContext();
  const { invalid } = getFieldState(source, useFormState({ name: source }));
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const { editorProps } = editor.options;
    const current = typeof editorProps.attributes === 'object' ? editorProps.attributes : {};
    const kept = Object.fromEntries(Object.entries(current).filter(([name]) => !STATE_ATTRIBUTES.includes(name)));
    const helper = helperTextOf(editor);
    const state = { 'aria-invalid': String(invalid), ...(isRequired && { 'aria-required': 'true' }), ...(helper && { 'aria-describedby': helper.id }) };
    editor.setOptions({ editorProps: { ...editorProps, attributes: { ...kept, ...state } } });
  }, [editor, invalid, isRequired]);
  return null;
}
