/**
 * The admin's dataProvider: react-admin's methods plus the product's custom calls, all mapped onto the
 * shared route table (src/shared). Views reach the custom calls with `useDataProvider<AppDataProvider>()`.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { DashboardFigures, DashboardQuery } from '@shared/dashboard';
import type { CompleteOrder } from '@shared/resources/serviceOrder';
import type { ExcelBatch, GalleryImage } from '@shared/resources/property';

/** Upload progress of one file, 0..100. */
export type ProgressHandler = (percent: number) => void;

/**
 * For one call of several in one action: `quiet`, no success toast (the caller sums up); `noDelay`, the spec's
 * pre-request delay already preceded the first.
 */
export type OneOfSeveral = { quiet?: boolean; noDelay?: boolean };

export type RegisteredSpreadsheet = { data: ExcelBatch; message?: string };
/** A stored spreadsheet not registered yet: its storage key and the name the admin chose it by. */
export type UploadedSpreadsheet = { fileName: string; originalFileName: string };
/** The latest earlier import of the same bytes (upload-file's 409 IMPORT_REPEATED). */
export type RepeatedImport = { name: string; importedAt: string; processedRows: number; batchId: string };
export type SpreadsheetUpload = RegisteredSpreadsheet | (UploadedSpreadsheet & { repeated: RepeatedImport });

export type AppDataProvider = DataProvider & {
  /** The no-body status call of a resource (`routes.status`): flips isActive, or cycles a lead's status. */
  toggleStatus(resource: string, params: { id: Identifier; version?: unknown }, options?: OneOfSeveral): Promise<{ data: unknown; message?: string }>;
  /** Lead-like resources: set `status` explicitly (1 OPEN, 2 CLOSE, 3 PENDING). */
  setLeadStatus(resource: string, params: { id: Identifier; status: 1 | 2 | 3; version?: unknown }, options?: OneOfSeveral): Promise<{ data: unknown; message?: string }>;
  /** `PATCH plot/plot-to-buy/status/update/{id}/{action}`. */
  setPlotToBuyStatus(params: { id: Identifier; action: 1 | 2 | 3; version?: unknown }): Promise<{ data: unknown; message?: string }>;
  generateUserOtp(id: Identifier): Promise<{ message?: string }>;
  regenerateUserOtp(id: Identifier): Promise<{ message?: string }>;
  generateAdminOtp(id: Identifier): Promise<{ message?: string }>;
  completeOrder(id: Identifier, body: CompleteOrder): Promise<{ data: unknown; message?: string }>;
  /**
   * The signed-URL flow of spec §7 through `routes.signedUrl` of `resource`: asks for a URL, PUTs the file
   * with `x-amz-acl: public-read` reporting progress, and resolves to the stored prefix.
   * Rejects with 'Failed to upload file to S3' when the PUT does not answer 200.
   */
  uploadFile(resource: string, file: File, onProgress?: ProgressHandler, signal?: AbortSignal): Promise<string>;
  /**
   * Uploads a spreadsheet (signed URL) and registers the batch (`excel/upload-file`), unless the same bytes were
   * imported before: then nothing is registered and the answer names that earlier import, for the admin to confirm
   * (registerSpreadsheet) or drop.
   */
  uploadSpreadsheet(file: File, onProgress?: ProgressHandler, signal?: AbortSignal): Promise<SpreadsheetUpload>;
  /** Registers an uploaded spreadsheet without asking whether it was imported before (the admin confirmed). */
  registerSpreadsheet(upload: UploadedSpreadsheet): Promise<RegisteredSpreadsheet>;
  /** Multipart upload to the gallery (`admin/property/images/upload`). */
  uploadGalleryImages(files: File[], onProgress?: ProgressHandler, signal?: AbortSignal): Promise<{ data: GalleryImage[]; message?: string }>;
  getDashboard(query: DashboardQuery): Promise<{ data: DashboardFigures }>;
  /**
   * Every row of a list with the current sort and filters, page after page (MAX_PAGE_SIZE each), up to
   * `maxRows`; `total` is the server's count of matching rows (it may exceed what was fetched). For exports.
   */
  getListAll(
    resource: string,
    params: {
      sort: { field: string; order: string };
      filter: Record<string, unknown>;
      maxRows: number;
      /** The `:id` of a list route that has one (the rows of one spreadsheet). */
      id?: Identifier;
      onProgress?(fetched: number, of: number): void;
      signal?: AbortSignal;
    },
  ): Promise<{ data: RaRecord[]; total: number }>;
};
