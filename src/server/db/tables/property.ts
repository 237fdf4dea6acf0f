/**
 * Properties (sub-items faqs/reviews/images kept as jsonb arrays whose items carry `_id` and `isDeleted`),
 * the image gallery, and spreadsheet import batches and rows (ExcelBatch / ExcelRow of the contract).
 */
import { sql } from 'drizzle-orm';
import type { RowError } from '@shared/resources/property';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, lngLat, searchIndex, sortIndex, stringList, timestamps, textSortKeys } from './common';

export type StoredImage = { _id: string; url: string; isDeleted: boolean };
export type StoredFaq = { _id: string; question: string; answer: string; isDeleted: boolean };
export type StoredPropertyReview = { _id: string; review: string; isDeleted: boolean; createdAt: string; updatedAt: string };

export const properties = pgTable(
  'properties',
  {
    _id: id(),
    propertyNo: text('propertyNo').notNull().default(''),
    address: text('address').notNull(),
    areaOfPlot: text('areaOfPlot').notNull(),
    nearbyLocation: text('nearbyLocation').notNull(),
    priceAreaWise: text('priceAreaWise').notNull(),
    pricePerSqft: doublePrecision('pricePerSqft').notNull(),
    projectSize: text('projectSize').notNull(),
    plotType: integer('plotType').notNull(),
    amenities: stringList('amenities'),
    aboutBuilder: text('aboutBuilder').notNull(),
    locationHighlights: stringList('locationHighlights'),
    propertyRatings: doublePrecision('propertyRatings').notNull(),
    propertyFacing: integer('propertyFacing').notNull(),
    availabilityStatus: integer('availabilityStatus').notNull(),
    approvals: stringList('approvals'),
    faqs: jsonb('faqs').$type<StoredFaq[]>().notNull().default(sql`'[]'::jsonb`),
    reviews: jsonb('reviews').$type<StoredPropertyReview[]>().notNull().default(sql`'[]'::jsonb`),
    images: jsonb('images').$type<StoredImage[]>().notNull().default(sql`'[]'::jsonb`),
    brochure: text('brochure').notNull(),
    ...lngLat(),
    isActive: isActive(),
    ...timestamps(),
    ...textSortKeys('address', 'propertyNo'),
  },
  (t) => [
    ...[t.createdAt, t.address, t.propertyNo, t.pricePerSqft, t.propertyRatings, t.plotType, t.availabilityStatus, t.isActive].map(
      (c) => sortIndex('properties', t, c),
    ),
    ...[t.address, t.propertyNo, t.nearbyLocation, t.aboutBuilder, t.areaOfPlot].map((c) => searchIndex('properties', c)),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  { _id: id(), url: text('url').notNull(), createdAt: createdAt() },
  (t) => [sortIndex('gallery_images', t, t.createdAt)],
);

export const excelBatches = pgTable(
  'excel_batches',
  {
    _id: id(),
    /** The stored prefix of the uploaded file. */
    fileName: text('fileName').notNull(),
    originalFileName: text('originalFileName').notNull(),
    /** SHA-256 of the file's bytes (hex), to notice the same file imported again; null for batches from before. */
    contentSha256: text('contentSha256'),
    /** excelBatchStatus: PROCESSED=1, PENDING=2, PARTIALLY_PROCESSED=3, PROCESSED_WITH_ERRORS=4, PROCESSING=5, FAILED=6. */
    status: integer('status').notNull().default(2),
    totalRows: integer('totalRows').notNull().default(0),
    processedRows: integer('processedRows').notNull().default(0),
    failedRows: integer('failedRows').notNull().default(0),
    error: text('error'),
    /** Which worker holds the batch and since when; a stale claim may be taken over (resume after a restart). */
    claimedBy: text('claimedBy'),
    claimedAt: timestamp('claimedAt', { withTimezone: true, mode: 'date' }),
    /** The last spreadsheet row stored, so a resumed batch continues after it. */
    lastRowNumber: integer('lastRowNumber').notNull().default(0),
    /**
     * Whether the file writes numbers with a decimal comma (a semicolon .csv): its rows' cells are kept as written,
     * and an export of them must be read back the same way. Null until its first rows are stored.
     */
    decimalComma: boolean('decimalComma'),
    ...timestamps(),
    ...textSortKeys('originalFileName'),
  },
  (t) => [
    ...[t.createdAt, t.originalFileName, t.status, t.totalRows, t.failedRows].map((c) => sortIndex('excel_batches', t, c)),
    searchIndex('excel_batches', t.originalFileName),
    index('excel_batches_contentSha256_idx').on(t.contentSha256),
  ],
);

export const excelRows = pgTable(
  'excel_rows',
  {
    _id: id(),
    batchId: uuid('batchId')
      .notNull()
      .references(() => excelBatches._id, { onDelete: 'cascade' }),
    rowNumber: integer('rowNumber').notNull(),
    /** excelFileStatus: PROCESSED=1, PENDING=2, FAILED=3, PROCESSED_WITH_ERROR=4. */
    status: integer('status').notNull().default(2),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    errors: jsonb('errors').$type<RowError[]>().notNull().default(sql`'[]'::jsonb`),
    propertyId: uuid('propertyId').references(() => properties._id, { onDelete: 'set null' }),
    /**
     * The row's cell values joined, what the row list's `search` matches. No trigram index: that search is
     * always within one batch (the batch index narrows it), and the index cost every imported row ~17 % CPU.
     */
    searchText: text('searchText').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('excel_rows_batch_row_idx').on(t.batchId, t.rowNumber),
    index('excel_rows_batch_status_idx').on(t.batchId, t.status, t.rowNumber),
    index('excel_rows_batch_created_idx').on(t.batchId, t.createdAt, t._id),
  ],
);
