/**
 * The toolbar's link button. ra-input-rich-text's own asks with window.prompt: untranslated, no validation, and a
 * cancelled prompt still ran setLink with a null href. This one opens a dialog that accepts only web and mail
 * links, edits the link the cursor is in, and can remove it.
 */
import InsertLink from '@mui/icons-material/InsertLink';
import { Button, TextField, type ToggleButtonProps } from '@mui/material';
// The link extension (in tiptap's starter kit) declares the setLink / unsetLink commands used below.
import type {} from '@tiptap/extension-link';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ToolbarDialogButton } from './ToolbarDialogButton';
import { ToolbarDialogForm } from './ToolbarDialogForm';
import { toLinkHref } from './urls';

export function LinkDialogButton(props: Omit<ToggleButtonProps, 'value'>) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const { active, enabled } = useEditorState({
    editor,
    // The editor of this render, not the snapshot's: the snapshot keeps a null editor until the first transaction.
    selector: () => {
      const inLink = editor?.isActive('link') ?? false;
      // A link needs text to sit on, unless the cursor is in one to edit or remove.
      return { active: inLink, enabled: Boolean(editor?.isEditable && (inLink || !editor.state.selection.empty)) };
    },
  });
  return (
    <ToolbarDialogButton
      {...props}
      value="link"
      label={translate('app.richText.link')}
      icon={<InsertLink fontSize="inherit" />}
      selected={active}
      disabled={!enabled}
      maxWidth="xs"
      // Each opening starts afresh from the link under the cursor.
      renderForm={(current, close) => <LinkForm editor={current} onDone={close} />}
    />
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const translate = useTranslate();
  const [editing] = useState(() => editor.isActive('link'));
  const [typed, setTyped] = useState(() => (editing ? String(editor.getAttributes('link').href ?? '') : ''));
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const apply = () => {
    const href = toLinkHref(typed);
    if (!href) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    // extendMarkRange: with only a cursor inside a link, the whole link is changed, not an empty range.
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  return (
    <ToolbarDialogForm
      title={translate(editing ? 'app.richText.editLink' : 'app.richText.insertLink')}
      submitLabel={translate('app.richText.apply')}
      canSubmit={typed.trim() !== ''}
      onSubmit={apply}
      onCancel={onDone}
      secondaryAction={
        editing && (
          <Button color="error" onClick={remove}>
            {translate('app.richText.removeLink')}
          </Button>
        )
      }
    >
      <TextField
        autoFocus
        fullWidth
        inputRef={inputRef}
        label={translate('app.richText.linkAddress')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={translate(invalid ? 'app.richText.invalidLink' : 'app.richText.linkHint')}
        slotProps={{
          htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' },
          // The hint turns into the error in place: announced when it does.
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
    </ToolbarDialogForm>
  );
}
