/** PLACEHOLDER until the property-excel screens land: every view says "coming soon"; the spec's aliases redirect. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { propertyExcel } from '@shared/resources/property';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const propertyExcelResource = defineResource({
  contract: propertyExcel,
  icon: UploadFileIcon,
  menu: false,
  list: ComingSoonView,
  show: ComingSoonView,
  messages: {
    en: { name: 'Spreadsheet upload |||| Spreadsheet uploads', fields: {} },
    fr: { name: 'Import de tableur |||| Imports de tableur', fields: {} },
    ro: { name: 'Import de foaie de calcul |||| Importuri de foi de calcul', fields: {} },
    zh: { name: '表格导入', fields: {} },
  },
});
