/**
 * A dialog's ✕ in its top right corner. Put it beside the DialogTitle, not inside it: the dialog is named by its
 * title, and a button in there made the name end in "Close" (audit).
 */
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';

export function DialogCloseButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
