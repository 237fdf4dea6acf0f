import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DialogCloseButton } from '@admin/ui/DialogCloseButton';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { assetUrl } from '@admin/env';
import { useTimeText } from '@admin/ui/fields';
import { CopyUrlButton } from './CopyUrlButton';
import type { GalleryItem } from './galleryItem';

const R = 'resources.image-upload';

export type GalleryPreviewProps = {
  open: boolean;
  /** Position of the image shown among all the gallery's images, from 0. */
  position: number;
  /** The image at that position; undefined while its page loads. */
  image: GalleryItem | undefined;
  /** How many images there are in all: the title counts, and the arrows move, across pages. */
  total: number;
  onMove(position: number): void;
  onClose(): void;
  /** Once the dialog has gone: the grid gives the keyboard focus back to the image last shown. */
  onClosed?(): void;
};

/** A large view of one image; Esc closes, the arrow keys move to the previous or next image, on other pages too. */
export function GalleryPreview({ open, position, image, total, onMove, onClose, onClosed }: GalleryPreviewProps) {
  const translate = useTranslate();
  const timeText = useTimeText();
  const hasPrevious = position > 0;
  const hasNext = position < total - 1;
  const number = position + 1;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasPrevious) onMove(position - 1);
    if (event.key === 'ArrowRight' && hasNext) onMove(position + 1);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      maxWidth="lg"
      fullWidth
      aria-labelledby="gallery-preview-title"
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id="gallery-preview-title" sx={{ pr: 6 }}>
        {translate(`${R}.preview.title`, { index: number, total })}
      </DialogTitle>
      <DialogCloseButton label={translate(`${R}.actions.close`)} onClick={onClose} />
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1, p: { xs: 1, sm: 2 } }}>
        <IconButton onClick={() => onMove(position - 1)} disabled={!hasPrevious} aria-label={translate(`${R}.actions.previous`)}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, textAlign: 'center', minHeight: 120, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
          {image ? (
            <>
              <Box
                component="img"
                src={assetUrl(image.url)}
                alt={translate('app.upload.preview', { index: number })}
                sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              />
              <Typography variant="body2" color="text.secondary">
                {translate(`${R}.preview.uploadedAt`, { date: timeText(image.createdAt) })}
              </Typography>
            </>
          ) : (
            // The next page is on its way: the dialog stays, so the arrow keys keep working.
            <CircularProgress aria-label={translate('app.common.loading')} />
          )}
        </Box>
        <IconButton onClick={() => onMove(position + 1)} disabled={!hasNext} aria-label={translate(`${R}.actions.next`)}>
          <ChevronRightIcon />
        </IconButton>
      </DialogContent>
      <DialogActions>
        {image && (
          <>
            <CopyUrlButton prefix={image.url} index={number} variant="text" />
            <Button href={assetUrl(image.url)} target="_blank" rel="noopener noreferrer">
              {translate(`${R}.actions.openOriginal`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
