/** A keyboard-usable button that opens the browser's file chooser (the real input stays hidden). */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, type ButtonProps } from '@mui/material';
import { useRef, type ReactNode, type Ref } from 'react';

export type FilePickerButtonProps = {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The hidden input's id, so a test or a label can reach it. */
  id?: string;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
  /** The id of a hint that describes the button (its accepted files, say). */
  describedBy?: string;
  /** The visible button, for where the keyboard focus goes back to. */
  buttonRef?: Ref<HTMLButtonElement>;
  onFiles(files: File[]): void;
};

/**
 * Not MUI's `<Button component="label">` around the input: that label has the button's role and focus, but Enter
 * and Space do nothing on a label, so a keyboard user could not choose a file at all.
 */
export function FilePickerButton({ label, accept, multiple = false, disabled, id, variant = 'outlined', startIcon = <UploadFileIcon />, describedBy, buttonRef, onFiles }: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant={variant} startIcon={startIcon} onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={describedBy}>
        {label}
      </Button>
      <input
        ref={inputRef}
        id={id}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Reset so choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
