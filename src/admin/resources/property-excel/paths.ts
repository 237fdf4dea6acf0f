import type { Identifier } from 'react-admin';
import { excelFileStatus } from '@shared/enums';
import { filteredListPath } from '@admin/ui/listAddress';

/** The spec's import screens (§2). */
export const EXCEL_LIST_PATH = '/property/excel-list';
export const batchPath = (id: Identifier) => `${EXCEL_LIST_PATH}/${encodeURIComponent(String(id))}`;
/** The failed rows of a batch: its rows page with the status filter set (the page reads it from the address). */
export const failedRowsPath = (id: Identifier) => filteredListPath(batchPath(id), { status: excelFileStatus.values.FAILED });
