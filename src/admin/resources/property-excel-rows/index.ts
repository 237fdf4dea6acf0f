/** PLACEHOLDER until the property-excel-rows screens land: every view says "coming soon"; the spec's aliases redirect. */
import TableRowsIcon from '@mui/icons-material/TableRows';
import { propertyExcelRows } from '@shared/resources/property';
import { ComingSoonView } from '@admin/pages/placeholders/comingSoonView';
import { defineResource } from '../adminResource';

export const propertyExcelRowsResource = defineResource({
  contract: propertyExcelRows,
  icon: TableRowsIcon,
  menu: false,
  list: ComingSoonView,
  messages: {
    en: { name: 'Spreadsheet row |||| Spreadsheet rows', fields: {} },
    fr: { name: 'Ligne de tableur |||| Lignes de tableur', fields: {} },
    ro: { name: 'Rând de foaie de calcul |||| Rânduri de foi de calcul', fields: {} },
    zh: { name: '表格行', fields: {} },
  },
});
