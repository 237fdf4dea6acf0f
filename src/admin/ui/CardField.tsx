import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One of a table's columns on a phone's card: its name ("Date:"), then its value, wrapping as a whole. */
export function CardField({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('app.common.fieldLabel', { label: translate(labelKey) })}
      </Typography>
      {children}
    </Box>
  );
}
