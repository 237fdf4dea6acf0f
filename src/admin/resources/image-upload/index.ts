/** PLACEHOLDER until the image-upload screens land: every view says "coming soon"; the spec's aliases redirect. */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { imageUpload } from '@shared/resources/property';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const imageUploadResource = defineResource({
  contract: imageUpload,
  icon: PhotoLibraryIcon,
  menuLabel: 'app.menu.imageUpload',
  list: ComingSoonView,
  create: ComingSoonView,
  edit: ComingSoonView,
  messages: {
    en: { name: 'Image |||| Images', fields: {} },
    fr: { name: 'Image |||| Images', fields: {} },
    ro: { name: 'Imagine |||| Imagini', fields: {} },
    zh: { name: '图片', fields: {} },
  },
});
