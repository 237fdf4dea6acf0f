import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyView } from '@admin/layout/lazyView';
import { propertyExcel } from '@shared/resources/property';
import { redirectTo } from '@admin/layout/redirectTo';
import { defineResource } from '../adminResource';
import { propertyExcelMessages } from './messages';
import { EXCEL_LIST_PATH } from './paths';

const ExcelBatchListPage = lazyView(() => import('./ExcelBatchListPage'), 'ExcelBatchListPage');
const ExcelBatchRowsPage = lazyView(() => import('../property-excel-rows/ExcelBatchRowsPage'), 'ExcelBatchRowsPage');

/**
 * Spreadsheet batches. The screens live at the spec's /property/excel-list and /property/excel-list/:id; the
 * resource's own route only leads there (the API has no single-batch call, so there is no show view).
 */
export const propertyExcelResource = defineResource({
  contract: propertyExcel,
  icon: UploadFileIcon,
  menu: false,
  list: redirectTo(EXCEL_LIST_PATH),
  recordRepresentation: 'originalFileName',
  messages: propertyExcelMessages,
  routes: [
    { path: EXCEL_LIST_PATH, element: ExcelBatchListPage },
    { path: `${EXCEL_LIST_PATH}/:id`, element: ExcelBatchRowsPage },
  ],
});
