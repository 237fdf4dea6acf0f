import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a view shows when its data could not be fetched: the message (already translated) and a Retry button. */
export function LoadErrorAlert({ message, onRetry, sx = { mb: 2 } }: { message: string; onRetry: () => void; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
