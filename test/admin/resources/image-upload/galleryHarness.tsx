/** The image gallery page (its list) with a fake dataProvider, for the gallery's and the uploads' view tests. */
import { ImageGallery } from '@admin/resources/image-upload/ImageGallery';
import { imageUploadMessages } from '@admin/resources/image-upload/messages';
import { renderResource } from '../blog/adminHarness';

export function renderGallery(dataProvider: Record<string, unknown>) {
  return renderResource({ name: 'image-upload', messages: imageUploadMessages.en, path: '/image-upload', list: ImageGallery, dataProvider });
}
