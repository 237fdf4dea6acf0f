/**
 * Uploads files of a resource through the signed-URL flow (`dataProvider.uploadFile`) and tracks each one's
 * progress for a progress bar. Usable outside react-admin forms too (custom pages):
 *
 *   const { upload, tasks } = useSignedUpload('service-order');
 *   const prefix = await upload(file); // rejects when the upload failed (the toast is already shown)
 *   <UploadProgressList tasks={tasks} />
 *
 * A failed PUT shows 'Failed to upload file to S3' as a toast; a refused signed-url call is already shown
 * by the http client.
 */
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@admin/providers/types';
import { uploadKey } from './messages';
import { UPLOAD_FAILED } from './uploadToSignedUrl';

export type UploadTask = { key: string; name: string; progress: number };

let nextKey = 0;

export const isUploadFailure = (error: unknown) => error instanceof Error && error.message === UPLOAD_FAILED;

export function useSignedUpload(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [tasks, setTasks] = useState<UploadTask[]>([]);

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const key = `upload-${++nextKey}`;
      setTasks((list) => [...list, { key, name: file.name, progress: 0 }]);
      const setProgress = (progress: number) => setTasks((list) => list.map((t) => (t.key === key ? { ...t, progress } : t)));
      try {
        return await dataProvider.uploadFile(resource, file, setProgress);
      } catch (error) {
        if (isUploadFailure(error)) notify(uploadKey('uploadFailed'), { type: 'error' });
        throw error;
      } finally {
        setTasks((list) => list.filter((t) => t.key !== key));
      }
    },
    [dataProvider, notify, resource],
  );

  return { upload, tasks, isUploading: tasks.length > 0 };
}
