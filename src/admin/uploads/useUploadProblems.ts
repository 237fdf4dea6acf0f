/** The messages an upload input shows under itself about the files just chosen. */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadKey } from './messages';
import { isUploadFailure, uploadFailureText } from './useSignedUpload';

export function useUploadProblems() {
  const translate = useTranslate();
  const [problems, setProblems] = useState<string[]>([]);
  const describeFailure = (file: File, error: unknown) => {
    const reason = isUploadFailure(error)
      ? uploadFailureText(error, translate)
      : error instanceof Error && error.message
        ? translate(error.message, { _: error.message })
        : translate(uploadKey('uploadFailed'));
    return `${file.name}: ${reason}`;
  };
  return { problems, setProblems, describeFailure };
}
