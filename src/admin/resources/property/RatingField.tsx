import { Box, Rating, Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatNumber, NA } from '@admin/format';
import type { FieldProps } from '@admin/ui/fields';

/** A 0–5 rating as read-only stars plus the figure (the figure is what screen readers and tests read); NA when absent. */
export function RatingField({ source }: FieldProps) {
  const value = useFieldValue({ source });
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Rating value={value} precision={0.5} max={5} size="small" readOnly aria-hidden />
      <Typography component="span" variant="body2">
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}
