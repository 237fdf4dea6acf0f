import { Box, ButtonBase, ImageList, ImageListItem, ImageListItemBar, LinearProgress, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { assetUrl } from '@admin/env';
import { useTimeText } from '@admin/ui/fields';
import { CopyUrlButton } from './CopyUrlButton';
import { GalleryPreview } from './GalleryPreview';
import type { GalleryItem } from './galleryItem';
import { fileNameOf } from '@shared/uploads';

const R = 'resources.image-upload.actions';

function useColumns() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const medium = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return small ? 2 : medium ? 3 : 4;
}

/**
 * The page's images as a responsive grid; a click opens the large preview, each tile copies its URL. The preview
 * moves on past the page's last image (and back past its first): the list turns the page under it, so on closing
 * the grid shows the page of the image last seen, with the keyboard focus on its tile.
 */
export function GalleryGrid() {
  const translate = useTranslate();
  const timeText = useTimeText();
  const { data, isPending, isPlaceholderData, page, perPage, total, setPage } = useListContext<GalleryItem>();
  // Numbered across pages: the first image of page 2 is 13, not 1 again.
  const offset = (page - 1) * perPage;
  const shownInAll = total ?? 0;
  const columns = useColumns();
  // The image the preview shows, kept after it closes: its fade-out still shows it, and its tile then takes the focus.
  const [position, setPosition] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return null;

  const onThisPage = (position: number) => position >= offset && position < offset + data.length;
  // While the next page loads, the list still holds the previous one (placeholder data): no image to show yet.
  const shownImage = !isPlaceholderData && onThisPage(position) ? data[position - offset] : undefined;
  const move = (to: number) => {
    setPosition(to);
    const pageOfIt = Math.floor(to / perPage) + 1;
    if (pageOfIt !== page) setPage(pageOfIt);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ImageList ref={grid} cols={columns} gap={12} sx={{ m: 0 }}>
        {data.map((image, i) => (
          <ImageListItem key={image.id} sx={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 1 }}>
            <ButtonBase
              data-position={offset + i}
              onClick={() => {
                move(offset + i);
                setPreviewOpen(true);
              }}
              // Named by its file too: with the position alone, 200 tiles could not be told apart by ear (audit).
              aria-label={translate(`${R}.open`, { index: offset + i + 1, name: fileNameOf(image.url) })}
              sx={{ width: '100%', height: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <Box component="img" src={assetUrl(image.url)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
            <ImageListItemBar
              // The name it was uploaded with: the tiles were told apart by their picture only.
              title={fileNameOf(image.url)}
              subtitle={timeText(image.createdAt)}
              actionIcon={<CopyUrlButton prefix={image.url} index={offset + i + 1} />}
            />
          </ImageListItem>
        ))}
      </ImageList>
      <GalleryPreview
        open={previewOpen}
        position={position}
        image={shownImage}
        total={shownInAll}
        onMove={move}
        onClose={() => setPreviewOpen(false)}
        onClosed={() => grid.current?.querySelector<HTMLElement>(`[data-position="${position}"]`)?.focus()}
      />
    </Box>
  );
}
