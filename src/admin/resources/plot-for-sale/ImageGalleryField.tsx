import { Box, Dialog, DialogActions, DialogContent, Button, ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldValue, useTranslate } from 'react-admin';
import { assetUrl } from '../../env';
import { NA } from '../../format';

export type ImageGalleryFieldProps = { source: string; label?: string; i18nPrefix: string };

/**
 * Stored image prefixes as a thumbnail gallery (asset base URL + prefix); a thumbnail opens the image
 * large in a dialog. `i18nPrefix` names the `gallery.*` texts of the resource.
 */
export function ImageGalleryField({ source, i18nPrefix }: ImageGalleryFieldProps) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as unknown;
  const [open, setOpen] = useState<number | null>(null);
  const images = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
  if (images.length === 0) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  const alt = (index: number) => translate(`${i18nPrefix}.gallery.image`, { index: index + 1 });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {images.map((prefix, index) => (
          <ButtonBase
            key={`${index}-${prefix}`}
            onClick={() => setOpen(index)}
            aria-label={translate(`${i18nPrefix}.gallery.open`, { index: index + 1 })}
            sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={assetUrl(prefix)}
              alt={alt(index)}
              loading="lazy"
              sx={{ width: 120, height: 90, objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg">
        {open !== null && (
          <DialogContent sx={{ p: 1 }}>
            <Box
              component="img"
              src={assetUrl(images[open])}
              alt={alt(open)}
              sx={{ maxWidth: '100%', maxHeight: '80vh', display: 'block', mx: 'auto' }}
            />
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate(`${i18nPrefix}.gallery.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
