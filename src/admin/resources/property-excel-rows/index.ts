import TableRowsIcon from '@mui/icons-material/TableRows';
import { propertyExcelRows } from '@shared/resources/property';
import { defineResource } from '../adminResource';
import { propertyExcelRowsMessages } from './messages';

/** Rows of one spreadsheet batch: reached only from a batch (/property/excel-list/:id, see property-excel). */
export const propertyExcelRowsResource = defineResource({
  contract: propertyExcelRows,
  icon: TableRowsIcon,
  menu: false,
  recordRepresentation: 'rowNumber',
  messages: propertyExcelRowsMessages,
});
