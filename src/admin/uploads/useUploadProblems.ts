/** The messages an upload input shows under itself about the files just chosen. */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadKey } from './messages';
import { isUploadFailure, uploadFailureText } from './useSignedUpload';

/**
 * A failure a second try may get through: the file never arrived (the network, the server: UploadError says so), or
 * its signed URL was never answered; not a file the storage refused for what it is (another try would be refused the same).
 */
const mayPassOnRetry = (error: unknown) =>
  (error as { mayPassOnRetry?: unknown } | null)?.mayPassOnRetry === true || (error as { status?: unknown } | null)?.status === 0;

export function useUploadProblems() {
  const translate = useTranslate();
  const [problems, setProblems] = useState<string[]>([]);
  /** The files whose upload failed in a way a retry may mend (their Retry button; the file had to be chosen again). */
  const [retryable, setRetryable] = useState<File[]>([]);
  const keepForRetry = (failed: { file: File; error: unknown }[]) => setRetryable(failed.filter(({ error }) => mayPassOnRetry(error)).map(({ file }) => file));
  const describeFailure = (file: File, error: unknown) => {
    const reason = isUploadFailure(error)
      ? uploadFailureText(error, translate)
      : error instanceof Error && error.message
        ? translate(error.message, { _: error.message })
        : translate(uploadKey('uploadFailed'));
    return `${file.name}: ${reason}`;
  };
  return { problems, setProblems, describeFailure, retryable, keepForRetry };
}
