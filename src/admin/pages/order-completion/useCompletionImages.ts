import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isImageFile } from '@shared/uploads';
import type { AppDataProvider } from '../../providers/types';
import { isEmptyFile } from '../../uploads/fileChecks';
import { uploadFailureReason } from '../../uploads/useSignedUpload';

export type CompletionImage = {
  key: string;
  name: string;
  /** A local preview while the file is on this machine; '' where the browser has no object URLs. */
  previewUrl: string;
  progress: number;
  /** The stored prefix once the upload has finished. */
  prefix?: string;
  failed?: boolean;
  /** Why the storage refused the file, in its words (e.g. a .png whose content is not an image). */
  reason?: string;
};

const UPLOAD_RESOURCE = 'service-order';
let nextKey = 0;

const createPreview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const revokePreview = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The completion images: each chosen file goes up at once through the signed-URL flow (progress per file);
 * removing one forgets it even while it is still uploading; `reset` empties the list.
 */
export function useCompletionImages({
  onRejected,
  onUploadFailed,
}: {
  /** A file refused before any request: not an image, or empty (0 bytes). */
  onRejected(fileName: string, why: 'type' | 'empty'): void;
  onUploadFailed(fileName: string, error: unknown): void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [images, setImages] = useState<CompletionImage[]>([]);
  const live = useRef(new Set<string>());

  const update = (key: string, change: Partial<CompletionImage>) =>
    setImages((list) => list.map((img) => (img.key === key ? { ...img, ...change } : img)));

  const add = useCallback(
    (files: File[]) => {
      const accepted = files.filter((file) => {
        const why = !isImageFile(file.name) ? 'type' : isEmptyFile(file) ? 'empty' : null;
        if (!why) return true;
        onRejected(file.name, why);
        return false;
      });
      const added = accepted.map((file) => ({ file, image: { key: `img-${++nextKey}`, name: file.name, previewUrl: createPreview(file), progress: 0 } }));
      added.forEach(({ image }) => live.current.add(image.key));
      setImages((list) => [...list, ...added.map(({ image }) => image)]);
      for (const { file, image } of added) {
        dataProvider
          .uploadFile(UPLOAD_RESOURCE, file, (percent) => {
            if (live.current.has(image.key)) update(image.key, { progress: percent });
          })
          .then((prefix) => {
            if (live.current.has(image.key)) update(image.key, { prefix, progress: 100 });
          })
          .catch((error: unknown) => {
            if (!live.current.has(image.key)) return;
            update(image.key, { failed: true, reason: uploadFailureReason(error) });
            // A refused signed-url call is already a toast (http layer); the storage PUT failing is not.
            if ((error as { name?: unknown } | null)?.name === 'UploadError') onUploadFailed(file.name, error);
          });
      }
    },
    [dataProvider, onRejected, onUploadFailed],
  );

  const remove = useCallback((key: string) => {
    live.current.delete(key);
    setImages((list) => {
      list.filter((img) => img.key === key).forEach((img) => revokePreview(img.previewUrl));
      return list.filter((img) => img.key !== key);
    });
  }, []);

  const reset = useCallback(() => {
    live.current.clear();
    setImages((list) => {
      list.forEach((img) => revokePreview(img.previewUrl));
      return [];
    });
  }, []);

  useEffect(() => () => live.current.clear(), []);

  const uploading = images.some((img) => !img.prefix && !img.failed);
  const prefixes = images.flatMap((img) => (img.prefix ? [img.prefix] : []));
  return { images, add, remove, reset, uploading, prefixes };
}
