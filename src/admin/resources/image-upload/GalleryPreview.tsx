import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { assetUrl } from '@admin/env';
import { formatDate } from '@admin/format';
import { CopyUrlButton } from './CopyUrlButton';
import type { GalleryItem } from './galleryItem';

const R = 'resources.image-upload';

export type GalleryPreviewProps = {
  images: GalleryItem[];
  /** Position in `images` of the one shown; null = closed. */
  index: number | null;
  /** How many images come before this page, and how many there are in all: the title counts across pages. */
  offset: number;
  total: number;
  onIndexChange(index: number): void;
  onClose(): void;
};

/** A large view of one image of the page; Esc closes, the arrow keys move to the previous or next image. */
export function GalleryPreview({ images, index, offset, total, onIndexChange, onClose }: GalleryPreviewProps) {
  const translate = useTranslate();
  const image = index === null ? undefined : images[index];
  if (index === null || !image) return null;
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;
  // Numbered across pages, as the grid's buttons are.
  const number = offset + index + 1;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(index - 1);
    if (event.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
  };

  return (
    <Dialog open onClose={onClose} onKeyDown={handleKeyDown} maxWidth="lg" fullWidth aria-labelledby="gallery-preview-title">
      <DialogTitle id="gallery-preview-title" sx={{ pr: 6 }}>
        {translate(`${R}.preview.title`, { index: number, total })}
        <IconButton onClick={onClose} aria-label={translate(`${R}.actions.close`)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1, p: { xs: 1, sm: 2 } }}>
        <IconButton onClick={() => onIndexChange(index - 1)} disabled={!hasPrevious} aria-label={translate(`${R}.actions.previous`)}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, textAlign: 'center' }}>
          <Box
            component="img"
            src={assetUrl(image.url)}
            alt={translate('app.upload.preview', { index: number })}
            sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.preview.uploadedAt`, { date: formatDate(image.createdAt, true) })}
          </Typography>
        </Box>
        <IconButton onClick={() => onIndexChange(index + 1)} disabled={!hasNext} aria-label={translate(`${R}.actions.next`)}>
          <ChevronRightIcon />
        </IconButton>
      </DialogContent>
      <DialogActions>
        <CopyUrlButton prefix={image.url} index={number} variant="text" />
        <Button href={assetUrl(image.url)} target="_blank" rel="noopener noreferrer">
          {translate(`${R}.actions.openOriginal`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
