/**
 * What every upload checks on a chosen file before any request, beside its type: a 0-byte file has nothing to
 * store (the storage would refuse its empty body), so it is refused at once, naming it, like a wrong type.
 */
import type { TranslateFunction } from 'react-admin';
import { uploadKey } from './messages';

export const isEmptyFile = (file: Blob) => file.size === 0;

/** '"empty.csv" is empty', in the admin's language. */
export const emptyFileText = (fileName: string, translate: TranslateFunction) => translate(uploadKey('emptyFile'), { name: fileName });
