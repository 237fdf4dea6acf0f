/**
 * The PUT step of the signed-URL flow (spec §7): the file goes as raw bytes with its own content type and
 * the public-read ACL header, reporting progress; any answer but 200 is 'Failed to upload file to S3', with the
 * storage's reason when it gave one, or that the server could not be reached when no answer came. An empty file
 * is refused so, with the storage's own words, without any request: the inputs refuse it before this (fileChecks.ts).
 */
import type { ProgressHandler } from '@admin/providers/types';
import { serverText } from '@shared/serverMessages';
import { ACL_HEADER, ACL_VALUE } from '@shared/uploads';
import { NETWORK_ERROR_MESSAGE } from '@admin/providers/rawFetch';
import { isEmptyFile } from './fileChecks';
import { sendXhr } from './xhr';

export const UPLOAD_FAILED = 'Failed to upload file to S3';

export class UploadError extends Error {
  /**
   * `reason`: the storage's own words when it refused the file (e.g. content that is not what its name says).
   * `mayPassOnRetry`: the file did not get through (the network, the server), rather than being refused for what
   * it is; the upload fields offer to try it again.
   */
  constructor(
    readonly fileName: string,
    readonly reason?: string,
    readonly mayPassOnRetry = false,
  ) {
    super(UPLOAD_FAILED);
    this.name = 'UploadError';
  }
}

/** The `message` of an error answer in the API's shape, if the refusal carries one. */
function refusalReason(status: number, text: string): string | undefined {
  if (status < 400 || status >= 500) return undefined;
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

export async function uploadToSignedUrl(file: File, signedUrl: string, onProgress?: ProgressHandler, signal?: AbortSignal): Promise<void> {
  if (isEmptyFile(file)) throw new UploadError(file.name, serverText('fileEmpty'));
  let status: number;
  let text: string;
  try {
    ({ status, text } = await sendXhr({
      method: 'PUT',
      url: signedUrl,
      headers: { 'Content-Type': file.type || 'application/octet-stream', [ACL_HEADER]: ACL_VALUE },
      body: file,
      signal,
      onUploadProgress: onProgress,
    }));
  } catch (error) {
    if ((error as { name?: unknown })?.name === 'AbortError') throw error;
    throw new UploadError(file.name, NETWORK_ERROR_MESSAGE, true);
  }
  if (status !== 200) throw new UploadError(file.name, refusalReason(status, text), status >= 500);
}
