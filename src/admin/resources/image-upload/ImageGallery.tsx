import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListPagination } from '@admin/ui/ListLoadError';
import { GALLERY_PAGE_SIZE } from '@shared/api';
import { imageUpload } from '@shared/resources/property';
import { PageTitle } from '@admin/ui/PageTitle';
import { raSort } from '@admin/ui/raSort';
import { GalleryGrid } from './GalleryGrid';
import { GalleryUploader } from './GalleryUploader';
import { AppList } from '@admin/ui/AppList';

const R = 'resources.image-upload';

function GalleryEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${R}.list.empty`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.list.emptyHint`)}
      </Typography>
    </Box>
  );
}

/** /image-upload: the uploader above a server-paged grid, 12 images a page from page 1 (spec §2, §9). */
export function ImageGallery() {
  return (
    <>
      <PageTitle title={`${R}.list.title`} />
      <GalleryUploader />
      <AppList
        resource={imageUpload.name}
        title={`${R}.list.title`}
        perPage={GALLERY_PAGE_SIZE}
        sort={raSort(imageUpload.defaultSort)}
        pagination={<ListPagination rowsPerPageOptions={[GALLERY_PAGE_SIZE]} />}
        actions={false}
        exporter={false}
        empty={<GalleryEmpty />}
      >
        <GalleryGrid />
      </AppList>
    </>
  );
}
