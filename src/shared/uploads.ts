/** The signed-URL upload flow of spec §7 and the limits the server enforces on it (its request schema: uploadsSchemas.ts). */
export type SignedUrlResponse = { signedUrl: string; fileNameWithPrefix: string };

/** The PUT must carry this header, as S3 would require for a public object. */
export const ACL_HEADER = 'x-amz-acl';
export const ACL_VALUE = 'public-read';
export const SIGNED_URL_TTL_SECONDS = 15 * 60;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const DOCUMENT_EXTENSIONS = ['.pdf'] as const;

export const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
};

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};
export const isImageFile = (fileName: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
