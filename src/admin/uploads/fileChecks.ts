/**
 * What every upload checks on a chosen file before any request, beside its type: a 0-byte file has nothing to
 * store (the storage would refuse its empty body), so it is refused at once, naming it, like a wrong type.
 */
import type { TranslateFunction } from 'react-admin';
import { maxUploadBytes } from '@shared/uploads';
import { uploadKey } from './messages';

export const isEmptyFile = (file: Blob) => file.size === 0;

/** '"empty.csv" is empty', in the admin's language. */
export const emptyFileText = (fileName: string, translate: TranslateFunction) => translate(uploadKey('emptyFile'), { name: fileName });

/**
 * Over the server's limit for its kind (maxUploadBytes): refused before it crosses the network, which the server
 * would do only after the whole file had gone up (and then said it under the field and again in a toast).
 */
export const isTooLargeFile = (file: File) => file.size > maxUploadBytes(file.name);

/** '"huge.png" is larger than 10 MB: …', in the admin's language. */
export const tooLargeFileText = (file: File, translate: TranslateFunction) =>
  translate(uploadKey('tooLarge'), { name: file.name, max: maxUploadBytes(file.name) / 1024 / 1024 });
