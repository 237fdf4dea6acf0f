/** A keyboard-usable button that opens the browser's file chooser (the real input stays hidden). */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef } from 'react';

export type FilePickerButtonProps = {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The hidden input's id, so a test or a label can reach it. */
  id?: string;
  onFiles(files: File[]): void;
};

export function FilePickerButton({ label, accept, multiple = false, disabled, id, onFiles }: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()} disabled={disabled}>
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
