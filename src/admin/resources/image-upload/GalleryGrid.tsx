import { Box, ButtonBase, ImageList, ImageListItem, ImageListItemBar, LinearProgress, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { assetUrl } from '@admin/env';
import { formatDate } from '@admin/format';
import { CopyUrlButton } from './CopyUrlButton';
import { GalleryPreview } from './GalleryPreview';
import type { GalleryItem } from './galleryItem';

const R = 'resources.image-upload.actions';

function useColumns() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const medium = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return small ? 2 : medium ? 3 : 4;
}

/** The page's images as a responsive grid; a click opens the large preview, each tile copies its URL. */
export function GalleryGrid() {
  const translate = useTranslate();
  const { data, isPending, page, perPage, total } = useListContext<GalleryItem>();
  // Numbered across pages: the first image of page 2 is 13, not 1 again.
  const offset = (page - 1) * perPage;
  const shownInAll = total ?? 0;
  const columns = useColumns();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ImageList cols={columns} gap={12} sx={{ m: 0 }}>
        {data.map((image, i) => (
          <ImageListItem key={image.id} sx={{ aspectRatio: '1', overflow: 'hidden', borderRadius: 1 }}>
            <ButtonBase
              onClick={() => setOpenIndex(i)}
              aria-label={translate(`${R}.open`, { index: offset + i + 1 })}
              sx={{ width: '100%', height: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              <Box component="img" src={assetUrl(image.url)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
            <ImageListItemBar
              subtitle={formatDate(image.createdAt, true)}
              actionIcon={<CopyUrlButton prefix={image.url} index={offset + i + 1} />}
            />
          </ImageListItem>
        ))}
      </ImageList>
      <GalleryPreview
        images={data}
        index={openIndex}
        offset={offset}
        total={shownInAll}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </Box>
  );
}
