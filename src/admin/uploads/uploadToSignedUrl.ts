/**
 * The PUT step of the signed-URL flow (spec §7): the file goes as raw bytes with its own content type and
 * the public-read ACL header, reporting progress; any answer but 200 is 'Failed to upload file to S3'.
 */
import type { ProgressHandler } from '@admin/providers/types';
import { ACL_HEADER, ACL_VALUE } from '@shared/uploads';
import { sendXhr } from './xhr';

export const UPLOAD_FAILED = 'Failed to upload file to S3';

export class UploadError extends Error {
  constructor(readonly fileName: string) {
    super(UPLOAD_FAILED);
    this.name = 'UploadError';
  }
}

export async function uploadToSignedUrl(file: File, signedUrl: string, onProgress?: ProgressHandler, signal?: AbortSignal): Promise<void> {
  let status: number;
  try {
    ({ status } = await sendXhr({
      method: 'PUT',
      url: signedUrl,
      headers: { 'Content-Type': file.type || 'application/octet-stream', [ACL_HEADER]: ACL_VALUE },
      body: file,
      signal,
      onUploadProgress: onProgress,
    }));
  } catch (error) {
    if ((error as { name?: unknown })?.name === 'AbortError') throw error;
    throw new UploadError(file.name);
  }
  if (status !== 200) throw new UploadError(file.name);
}
