import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazy } from 'react';
import { imageUpload } from '@shared/resources/property';
import { defineResource } from '../adminResource';
import { imageUploadMessages } from './messages';

export const imageUploadResource = defineResource({
  contract: imageUpload,
  icon: PhotoLibraryIcon,
  menuLabel: 'app.menu.imageUpload',
  list: lazy(() => import('./ImageGallery').then((m) => ({ default: m.ImageGallery }))),
  messages: imageUploadMessages,
});
