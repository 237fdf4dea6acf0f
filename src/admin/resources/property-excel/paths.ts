import type { Identifier } from 'react-admin';
import { excelFileStatus } from '@shared/enums';

/** The spec's import screens (§2). */
export const EXCEL_LIST_PATH = '/property/excel-list';
export const batchPath = (id: Identifier) => `${EXCEL_LIST_PATH}/${encodeURIComponent(String(id))}`;
/** The failed rows of a batch: its rows page with the status filter set (the page reads it from the address). */
export const failedRowsPath = (id: Identifier) =>
  `${batchPath(id)}?${new URLSearchParams({ filter: JSON.stringify({ status: excelFileStatus.values.FAILED }) }).toString()}`;
