import type { Identifier } from 'react-admin';

/** The spec's import screens (§2). */
export const EXCEL_LIST_PATH = '/property/excel-list';
export const batchPath = (id: Identifier) => `${EXCEL_LIST_PATH}/${encodeURIComponent(String(id))}`;
