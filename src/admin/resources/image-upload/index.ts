import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyView } from '@admin/layout/lazyView';
import { imageUpload } from '@shared/resources/property';
import { defineResource } from '../adminResource';
import { imageUploadMessages } from './messages';

export const imageUploadResource = defineResource({
  contract: imageUpload,
  icon: PhotoLibraryIcon,
  menuLabel: 'app.menu.imageUpload',
  list: lazyView(() => import('./ImageGallery'), 'ImageGallery'),
  messages: imageUploadMessages,
});
