/**
 * Uploads files of a resource through the signed-URL flow (`dataProvider.uploadFile`) and tracks each one's
 * progress for a progress bar. Usable outside react-admin forms too (custom pages):
 *
 *   const { upload, tasks } = useSignedUpload('service-order');
 *   const prefix = await upload(file); // rejects when the upload failed (the toast is already shown)
 *   <UploadProgressList tasks={tasks} />
 *
 * Inside a react-admin form, the form's Save is disabled while an upload runs (formUploads.ts).
 * A failed PUT shows 'Failed to upload file to S3' as a toast; a refused signed-url call is already shown
 * by the http client.
 */
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@admin/providers/types';
import { uploadKey } from './messages';
import { UPLOAD_FAILED } from './uploadToSignedUrl';
import { useReportFormUpload } from './formUploads';

export type UploadTask = { key: string; name: string; progress: number; cancel(): void };

/** An upload stopped by its Cancel: no failure to tell, the file is simply not added. */
export class UploadCancelled extends Error {
  constructor(readonly fileName: string) {
    super(`Upload of ${fileName} cancelled`);
  }
}

let nextKey = 0;

export const isUploadFailure = (error: unknown) => error instanceof Error && error.message === UPLOAD_FAILED;

/** Why the storage refused a file, in its words, when it said (UploadError's `reason`). */
export function uploadFailureReason(error: unknown): string | undefined {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** "Failed to upload file to S3", and why when the storage said (in the admin's language). */
export function uploadFailureText(error: unknown, translate: (key: string, options?: object) => string): string {
  const failed = translate(uploadKey('uploadFailed'));
  const reason = uploadFailureReason(error);
  return reason ? `${failed}: ${translate(reason, { _: reason })}` : failed;
}

export function useSignedUpload(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [tasks, setTasks] = useState<UploadTask[]>([]);

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const key = `upload-${++nextKey}`;
      // Each upload can be cancelled: a photo on a slow uplink held Save for a minute with no way out (audit).
      const controller = new AbortController();
      setTasks((list) => [...list, { key, name: file.name, progress: 0, cancel: () => controller.abort() }]);
      const setProgress = (progress: number) => setTasks((list) => list.map((t) => (t.key === key ? { ...t, progress } : t)));
      try {
        return await dataProvider.uploadFile(resource, file, setProgress, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw new UploadCancelled(file.name);
        if (isUploadFailure(error)) {
          const text = uploadFailureText(error, translate);
          notify(text, { type: 'error', messageArgs: { _: text } });
        }
        throw error;
      } finally {
        setTasks((list) => list.filter((t) => t.key !== key));
      }
    },
    [dataProvider, notify, resource, translate],
  );

  const isUploading = tasks.length > 0;
  // Inside a form, its Save waits for the upload (FormToolbar).
  useReportFormUpload(isUploading);
  return { upload, tasks, isUploading };
}
