import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useLongerThan } from './useLongerThan';

/** After this long, a list still waiting for its rows says so in words (a form's Save says so after as long). */
export const SLOW_LIST_MS = 8_000;

/**
 * A list whose rows have been on their way for SLOW_LIST_MS says so: on a slow link a hung list showed its bar
 * for a minute with no word (audit 32-N). Announced once to screen readers (a status).
 */
export function SlowListNotice() {
  const { isFetching } = useListContext();
  const translate = useTranslate();
  const slow = useLongerThan(isFetching === true, SLOW_LIST_MS);
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: slow ? 1 : 0 }}>
      {slow ? translate('app.common.slowList') : ''}
    </Typography>
  );
}
