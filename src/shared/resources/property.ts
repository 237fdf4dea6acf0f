/**
 * Property listings (spec §3 Property, §7 Property rows) and their spreadsheet import; the §5 rules (zod) are in
 * propertySchemas.ts.
 */
import { GALLERY_PAGE_SIZE, route } from '../api';
import type { excelBatchStatus, excelFileStatus } from '../enums';
import { listKeys, resourceContract } from '../resource';

export type { Property, PropertyInput } from './propertySchemas';

export const property = resourceContract({
  name: 'property',
  routes: {
    list: route('GET', 'admin/property/list', { query: [...listKeys('active'), 'availabilityStatus', 'plotType'] }),
    getOne: route('GET', 'admin/property/get/:id'),
    create: route('POST', 'admin/property/create'),
    update: route('POST', 'admin/property/update/:id'),
    delete: route('DELETE', 'admin/property/delete/:id'),
    status: route('PATCH', 'admin/property/status/update/:id'),
    // Extension: the spec has no upload call for property images and brochures; same shape as the others.
    signedUrl: route('POST', 'admin/property/signed-url', { extension: true }),
  },
  filter: 'active',
  sortable: ['createdAt', 'address', 'propertyNo', 'pricePerSqft', 'propertyRatings', 'plotType', 'availabilityStatus', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['address', 'propertyNo', 'nearbyLocation', 'aboutBuilder', 'areaOfPlot'],
});

/** Spreadsheet batches (/property/excel-list). */
export type ExcelBatch = {
  _id: string;
  fileName: string;
  originalFileName: string;
  status: (typeof excelBatchStatus.ids)[number];
  totalRows: number;
  processedRows: number;
  failedRows: number;
  error?: string | null;
  /** The file writes numbers with a decimal comma (a semicolon .csv): an export of its rows is written that way. */
  decimalComma?: boolean | null;
  createdAt: string;
  updatedAt: string;
};
/** Why a spreadsheet row failed: `message` is an i18n key, `args` fill its %{placeholders}. */
export type RowError = { field: string; message: string; args?: Record<string, string> };

/** One row of a batch (/property/excel-list/{id}); rowNumber is the spreadsheet's own line number. */
export type ExcelRow = {
  _id: string;
  batchId: string;
  rowNumber: number;
  status: (typeof excelFileStatus.ids)[number];
  data: Record<string, unknown>;
  errors: RowError[];
  propertyId?: string | null;
  /**
   * The row was imported (PROCESSED) and its property deleted since: `propertyId` is then null, as for a failed
   * row, which never created one.
   */
  propertyDeleted?: boolean;
  createdAt: string;
};

export const propertyExcel = resourceContract({
  name: 'property-excel',
  routes: {
    list: route('GET', 'admin/property/excel/list', { query: listKeys('none') }),
    create: route('POST', 'admin/property/excel/upload-file'),
    signedUrl: route('POST', 'admin/property/excel/signed-url', { extension: true }),
    // Extension: the column template (propertyImport.ts) as a download, `?format=xlsx|csv`.
    template: route('GET', 'admin/property/excel/template', { extension: true }),
  },
  filter: 'none',
  sortable: ['createdAt', 'originalFileName', 'status', 'totalRows', 'failedRows'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['originalFileName'],
});

/** Rows of one batch: a list whose path takes the batch id (react-admin getManyReference target `batchId`). */
export const propertyExcelRows = resourceContract({
  name: 'property-excel-rows',
  // `status`: PROCESSED or FAILED (excelFileStatus), the rows of one outcome.
  routes: { list: route('GET', 'admin/property/excel/file/content/:id', { query: [...listKeys('none', false), 'status'] }) },
  filter: 'none',
  sortable: ['rowNumber', 'status', 'createdAt'],
  defaultSort: { field: 'rowNumber', order: 'asc' },
  searchable: ['data'],
});

/** Image gallery (/image-upload): 12 a page, the list reports meta.totalPages. */
export type GalleryImage = { _id: string; url: string; createdAt: string };
export const imageUpload = resourceContract({
  name: 'image-upload',
  routes: {
    list: route('GET', 'admin/property/image/list', { query: ['pageNo', 'pageSize'] }),
    create: route('POST', 'admin/property/images/upload'),
  },
  filter: 'none',
  sortable: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: [],
  listTotal: 'totalPages',
  defaultPageSize: GALLERY_PAGE_SIZE,
});
