/** The logic the one-file inputs share: check the type, that the file is not empty nor too large, upload, store the prefix; remove clears it. */
import { useRef, useState } from 'react';
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { emptyFileText, isEmptyFile, isTooLargeFile, tooLargeFileText } from './fileChecks';
import { UploadCancelled, useSignedUpload } from './useSignedUpload';
import { useUploadProblems } from './useUploadProblems';

export function useSinglePrefixUpload(props: InputProps, isAccepted: (file: File) => boolean, refusal: (file: File) => string) {
  const resource = useResourceContext(props) ?? '';
  const input = useInput({ ...props, resource });
  const translate = useTranslate();
  const { upload, tasks } = useSignedUpload(resource);
  const { problems, setProblems, describeFailure, retryable, keepForRetry } = useUploadProblems();
  /** The chosen file's own name, shown until the form is left (the stored prefix may be renamed). */
  const [originalName, setOriginalName] = useState<string>();
  // The latest choice (or removal): an earlier upload that ends after it is dropped. The one finishing last used to
  // win, and Save stored the image that had been replaced (audit).
  const latest = useRef(0);
  const { field } = input;

  const handleFiles = async ([file]: File[]) => {
    if (!isAccepted(file)) {
      setProblems([refusal(file)]);
      return;
    }
    if (isEmptyFile(file)) {
      setProblems([emptyFileText(file.name, translate)]);
      return;
    }
    if (isTooLargeFile(file)) {
      setProblems([tooLargeFileText(file, translate)]);
      return;
    }
    setProblems([]);
    keepForRetry([]);
    const choice = ++latest.current;
    try {
      const prefix = await upload(file);
      if (choice !== latest.current) return;
      field.onChange(prefix);
      setOriginalName(file.name);
    } catch (error) {
      if (choice !== latest.current) return;
      if (!(error instanceof UploadCancelled)) {
        setProblems([describeFailure(file, error)]);
        keepForRetry([{ file, error }]);
      }
    }
    field.onBlur();
  };

  const handleRemove = () => {
    latest.current++;
    field.onChange('');
    setOriginalName(undefined);
    field.onBlur();
  };

  const value = typeof field.value === 'string' ? field.value : '';
  const retry = { files: retryable, run: (files: File[]) => void handleFiles(files) };
  return { input, resource, translate, tasks, problems, retry, value, originalName, handleFiles, handleRemove };
}
