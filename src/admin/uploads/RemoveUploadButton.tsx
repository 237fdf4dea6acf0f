import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';

export type RemoveUploadButtonProps = { text: string; accessibleName: string; onClick: () => void; disabled?: boolean };

/**
 * Clears a single-file input: a short visible text ("Remove image"), and the file's name for screen readers (the
 * stored name is long and the button's text is capitalised).
 */
export function RemoveUploadButton({ text, accessibleName, onClick, disabled }: RemoveUploadButtonProps) {
  return (
    <Button color="error" startIcon={<DeleteIcon />} onClick={onClick} disabled={disabled} aria-label={accessibleName}>
      {text}
    </Button>
  );
}
