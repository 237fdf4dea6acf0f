/**
 * Signed upload URLs on this server, in the shape S3 pre-signed PUTs have (spec §7 "File upload flow"):
 * `/api/v1/storage/upload/<key>?expires=<unix seconds>&kind=<kind>&signature=<HMAC-SHA256 hex>`.
 * The key is the stored prefix entities keep (`fileNameWithPrefix`).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import {
  DOCUMENT_EXTENSIONS,
  extensionOf,
  IMAGE_EXTENSIONS,
  SIGNED_URL_TTL_SECONDS,
  SPREADSHEET_EXTENSIONS,
  storedKey,
  storedNameStem,
  type SignedUrlResponse,
} from '@shared/uploads';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';

export type UploadKind = 'image' | 'image-or-pdf' | 'spreadsheet';

export const allowedExtensions: Record<UploadKind, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  'image-or-pdf': [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS],
  spreadsheet: SPREADSHEET_EXTENSIONS,
};

export const isUploadKind = (value: unknown): value is UploadKind => typeof value === 'string' && value in allowedExtensions;

export const UPLOAD_ROUTE_PREFIX = '/storage/upload/';

export const wrongType = (kind: UploadKind) =>
  new AppError(415, statusCodes.UPLOAD_BAD_TYPE, serverText('fileTypeNotAllowed', { extensions: allowedExtensions[kind].join(', ') }), [
    { field: 'fileName', message: serverText('allowedExtensions', { extensions: allowedExtensions[kind].join(', ') }) },
  ]);

/**
 * A file whose first bytes are not what its extension says (a text file renamed .jpg). A .csv in UTF-16 (Excel's
 * "Unicode text") is a real CSV, refused for its encoding: "its content is not a .csv file" did not say what to do.
 */
export const contentMismatch = (ext: string, head?: Buffer) => {
  const message = ext === '.csv' && head && isUtf16(head) ? serverText('csvNotUtf8') : serverText('fileContentMismatch', { extension: ext.replace(/^\./, '') });
  return new AppError(415, statusCodes.UPLOAD_BAD_TYPE, message, [{ field: 'fileName', message }]);
};

/** Its byte-order mark, or ASCII text with a NUL beside every letter. */
const isUtf16 = (head: Buffer) =>
  (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) || (head.length >= 4 && ((head[1] === 0 && head[3] === 0) || (head[0] === 0 && head[2] === 0)));

/** A file name in a stored key's characters (storedNameStem), keeping its (lower-cased) extension. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ext = extensionOf(base);
  return `${storedNameStem(base.slice(0, base.length - ext.length)) || 'file'}${ext}`;
}

export const sign = (secret: string, key: string, expires: number, kind: UploadKind) =>
  createHmac('sha256', secret).update(`PUT\n${key}\n${expires}\n${kind}`).digest('hex');

export function signatureMatches(secret: string, key: string, expires: number, kind: UploadKind, signature: string): boolean {
  const expected = Buffer.from(sign(secret, key, expires, kind), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Issues a short-lived PUT URL for `fileName`; refuses extensions the kind does not allow. */
export function createSignedUpload(
  ctx: Pick<AppContext, 'secret'>,
  { fileName, allowed, folder = 'uploads' }: { fileName: string; allowed: UploadKind; folder?: string },
): SignedUrlResponse {
  const name = safeFileName(fileName);
  if (!allowedExtensions[allowed].includes(extensionOf(name))) throw wrongType(allowed);
  const key = storedKey(folder.replace(/[^a-z0-9-]/gi, '') || 'uploads', name, randomUUID());
  const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_TTL_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), kind: allowed, signature: sign(ctx.secret, key, expires, allowed) });
  return { signedUrl: `${API_PREFIX}${UPLOAD_ROUTE_PREFIX}${key}?${query}`, fileNameWithPrefix: key };
}

/** The first bytes of each allowed type, so a renamed executable is not stored as a .png. */
/** How many of a file's first bytes the type check reads. */
export const CONTENT_SNIFF_BYTES = 4096;

export function contentMatchesExtension(ext: string, body: Buffer): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => body[i] === b);
  switch (ext) {
    case '.jpg':
    case '.jpeg':
      return starts(0xff, 0xd8, 0xff);
    case '.png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case '.pdf':
      return starts(0x25, 0x50, 0x44, 0x46);
    case '.xlsx':
      return starts(0x50, 0x4b, 0x03, 0x04);
    case '.csv':
      return !body.subarray(0, CONTENT_SNIFF_BYTES).includes(0);
    default:
      return false;
  }
}
