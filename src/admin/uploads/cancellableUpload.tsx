import { Button, LinearProgress, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useAskBeforeLeaving } from '@admin/layout/useAskBeforeLeaving';

/**
 * An upload a page outside a form can stop (the spreadsheet card, the gallery): by its button (`cancel`), or by
 * leaving the page, which asks `question` first while it is set (an upload runs that can still be stopped) and
 * cancels it on the way out. Before, an upload went on unseen once its page was left, and its outcome was never
 * told. `begin` gives the signal to hand to the upload's requests, `end` forgets it.
 */
export function useCancellableUpload(question: string | null) {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  useAskBeforeLeaving(question);

  return {
    begin: (): AbortSignal => {
      running.current = new AbortController();
      return running.current.signal;
    },
    end: () => {
      running.current = null;
    },
    cancel: () => running.current?.abort(),
  };
}

type ProgressWithCancelProps = { value: number; label: string; cancelLabel: string; onCancel(): void; cancelDisabled?: boolean };

/** An upload's progress bar with its Cancel (or Stop) button beside it. */
export function ProgressWithCancel({ value, label, cancelLabel, onCancel, cancelDisabled = false }: ProgressWithCancelProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LinearProgress variant="determinate" value={value} aria-label={label} sx={{ flex: 1 }} />
      <Button size="small" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Stack>
  );
}
