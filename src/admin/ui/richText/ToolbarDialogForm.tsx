/**
 * The inside of a rich-text toolbar dialog: a titled form, so Enter in a field submits it. MUI's Dialog names
 * itself after the DialogTitle (aria-labelledby) and gives focus back to the toolbar button when it closes.
 */
import { Box, Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type ToolbarDialogFormProps = {
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit(): void;
  onCancel(): void;
  /** An action set apart on the left, e.g. "Remove link". */
  secondaryAction?: ReactNode;
  children: ReactNode;
};

export function ToolbarDialogForm({ title, submitLabel, canSubmit, onSubmit, onCancel, secondaryAction, children }: ToolbarDialogFormProps) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the post's <form> in the DOM, not in React: this submit bubbles to it, and
    // react-admin's form saves the post on any submit not already handled (defaultPrevented).
    event.preventDefault();
    event.stopPropagation();
    if (canSubmit) onSubmit();
  };
  return (
    // A flex column inside the dialog's paper, as MUI's own layout expects: the content scrolls and the buttons
    // stay in view on a short screen (at 200 % zoom, Cancel and Insert were below the fold).
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {/* The top padding keeps the first field's floating label clear of the title. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {secondaryAction && <Box sx={{ mr: 'auto' }}>{secondaryAction}</Box>}
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
