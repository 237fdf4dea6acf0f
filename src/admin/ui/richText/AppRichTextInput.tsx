import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { EditorFieldState } from './EditorFieldState';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * ra-input-rich-text's input as the admin's forms use it: our toolbar (RichTextToolbar), and the editable area
 * invalid, required and described as the other inputs are (EditorFieldState). Name its editable area with
 * `editorOptions={namedEditorOptions(label)}` (editorOptions.ts).
 */
export function AppRichTextInput(props: Omit<RichTextInputProps, 'toolbar'> & { source: string }) {
  return (
    <RichTextInput
      {...props}
      toolbar={
        <>
          <RichTextToolbar />
          <EditorFieldState source={props.source} isRequired={props.isRequired} />
        </>
      }
    />
  );
}
