import { Box, LinearProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * While a new search, filter, sort or page is on its way, the rows on screen are still the previous ones: a bar
 * across the top of the list says so. On a slow network a search kept the unfiltered rows for 3 s with nothing but
 * the top bar's turning icon to tell (audit). A refresh of the same page shows nothing here.
 */
export function StaleRowsBar() {
  const { isPlaceholderData, isFetching } = useListContext();
  const translate = useTranslate();
  if (!isPlaceholderData || !isFetching) return null;
  return (
    <Box sx={{ position: 'relative', height: 0 }}>
      <LinearProgress aria-label={translate('app.common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />
    </Box>
  );
}

