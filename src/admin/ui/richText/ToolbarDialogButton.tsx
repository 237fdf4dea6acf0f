import { Dialog, ToggleButton, type DialogProps, type ToggleButtonProps } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useState, type ReactNode } from 'react';

type ToolbarDialogButtonProps = Omit<ToggleButtonProps, 'value' | 'onClick' | 'children'> & {
  value: string;
  label: string;
  icon: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** The dialog's content; a closed Dialog unmounts it, so each opening starts afresh. */
  renderForm(editor: Editor, close: () => void): ReactNode;
};

/** A rich-text toolbar button that opens a dialog (the link and image buttons). */
export function ToolbarDialogButton({ value, label, icon, maxWidth, renderForm, ...props }: ToolbarDialogButtonProps) {
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <ToggleButton aria-label={label} title={label} aria-haspopup="dialog" {...props} value={value} onClick={() => setOpen(true)}>
        {icon}
      </ToggleButton>
      <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth}>
        {editor && renderForm(editor, close)}
      </Dialog>
    </>
  );
}
