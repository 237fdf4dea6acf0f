/** Property listings (spec §3 Property, §5 Property rules, §7 Property rows) and their spreadsheet import. */
import { z } from 'zod';
import { pointSchema, route } from '../api';
import { approvals, availabilityStatus, excelBatchStatus, excelFileStatus, facing, plotType } from '../enums';
import { enumNumber, isActive, liveCount, MAX_PREFIX, optionalText, requiredList, requiredText, storedPrefix } from '../fields';
import { listKeys, resourceContract } from '../resource';
import { v } from '../validation';

const subItem = { _id: z.string().max(64).optional(), isDeleted: z.boolean().default(false) };

export const propertyImageSchema = z.object({ ...subItem, url: requiredText(v.imagesRequired, MAX_PREFIX) });
export const propertyFaqSchema = z.object({
  ...subItem,
  question: requiredText(v.faqQuestion),
  answer: requiredText(v.faqAnswer),
});
export const propertyReviewSchema = z.object({
  ...subItem,
  review: requiredText(v.review),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

/** The body of create and update: every §5 rule. Removing a saved sub-item sends it back with isDeleted. */
export const propertyInputSchema = z.object({
  address: requiredText(v.address),
  propertyNo: optionalText(100),
  areaOfPlot: requiredText(v.areaOfPlot, 200),
  nearbyLocation: requiredText(v.nearbyLocation),
  priceAreaWise: requiredText(v.priceAreaWise, 200),
  pricePerSqft: z.number({ error: v.pricePerSqft }).positive(v.pricePerSqft).max(1e9, v.tooLong),
  projectSize: requiredText(v.projectSize, 200),
  plotType: enumNumber(plotType.ids, v.plotType),
  amenities: requiredList(v.amenities),
  aboutBuilder: requiredText(v.aboutBuilder),
  locationHighlights: requiredList(v.locationHighlights),
  propertyRatings: z.number({ error: v.propertyRatings }).min(0, v.propertyRatings).max(5, v.propertyRatings),
  propertyFacing: enumNumber(facing.ids, v.propertyFacing),
  availabilityStatus: enumNumber(availabilityStatus.ids, v.availabilityStatus),
  approvals: z
    .array(z.enum(approvals.ids as [string, ...string[]], { error: v.approvals }), { error: v.approvals })
    .min(1, v.approvals),
  faqs: z.array(propertyFaqSchema, { error: v.faqs }).refine((items) => liveCount(items) >= 1, v.faqs),
  reviews: z.array(propertyReviewSchema, { error: v.reviews }).refine((items) => liveCount(items) >= 1, v.reviews),
  brochure: storedPrefix(v.brochure),
  images: z
    .array(propertyImageSchema, { error: v.imagesRequired })
    .refine((items) => liveCount(items) >= 1, v.imagesRequired)
    .refine((items) => liveCount(items) >= 2, v.minImages),
  location: pointSchema.nullish(),
  isActive: isActive(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type Property = z.infer<typeof propertyInputSchema> & {
  _id: string;
  faqs: (z.infer<typeof propertyFaqSchema> & { _id: string })[];
  reviews: (z.infer<typeof propertyReviewSchema> & { _id: string })[];
  createdAt: string;
  updatedAt: string;
};

export const property = resourceContract({
  name: 'property',
  routes: {
    list: route('GET', 'admin/property/list', { query: listKeys('active') }),
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
  create: propertyInputSchema,
  update: propertyInputSchema,
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
  createdAt: string;
  updatedAt: string;
};
/** One row of a batch (/property/excel-list/{id}); rowNumber is the spreadsheet's own line number. */
export type ExcelRow = {
  _id: string;
  batchId: string;
  rowNumber: number;
  status: (typeof excelFileStatus.ids)[number];
  data: Record<string, unknown>;
  errors: { field: string; message: string }[];
  propertyId?: string | null;
  createdAt: string;
};

export const excelUploadSchema = z.object({
  fileName: requiredText(v.invalidValue, MAX_PREFIX),
  originalFileName: requiredText(v.invalidValue, 255),
});

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
  create: excelUploadSchema,
});

/** Rows of one batch: a list whose path takes the batch id (react-admin getManyReference target `batchId`). */
export const propertyExcelRows = resourceContract({
  name: 'property-excel-rows',
  routes: { list: route('GET', 'admin/property/excel/file/content/:id', { query: listKeys('none', false) }) },
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
  defaultPageSize: 12,
});
