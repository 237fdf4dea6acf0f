import { Alert, Button, Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What a view shows when its data could not be fetched: the message (already translated), a Retry button and any
 * other way out (`actions`).
 */
export function LoadErrorAlert({
  message,
  onRetry,
  actions,
  sx = { mb: 2 },
}: {
  message: string;
  onRetry: () => void;
  actions?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Stack direction="row" spacing={1}>
          {actions}
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.common.retry')}
          </Button>
        </Stack>
      }
    >
      {message}
    </Alert>
  );
}
