import { Box, Typography } from '@mui/material';
import { useFieldValue, useRecordContext } from 'react-admin';
import { assetUrl } from '@admin/env';
import { NA } from '@admin/format';

export type ThumbnailFieldProps = {
  source: string;
  /** Record field whose text describes the image (for `alt`). */
  altSource?: string;
  label?: string;
  sortable?: boolean;
  size?: number;
};

/** A small image from the public storage base + the stored prefix; NA when there is none. */
export function ThumbnailField({ source, altSource, size = 56 }: ThumbnailFieldProps) {
  const prefix = useFieldValue({ source });
  const record = useRecordContext();
  if (typeof prefix !== 'string' || !prefix) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  const alt = altSource && typeof record?.[altSource] === 'string' ? record[altSource] : '';
  return (
    <Box
      component="img"
      src={assetUrl(prefix)}
      alt={alt}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
