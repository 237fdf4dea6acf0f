/**
 * Create and update refuse a file name (a prefix a signed-url call returned) that storage does not hold: the record
 * would otherwise show a broken image or brochure. The spreadsheet import has its own check (import/storedFileCheck.ts).
 */
import { HTTP_URL } from '@shared/fields';
import { v } from '@shared/validation';
import { invalidInput } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import type { Row } from './wire';

export type StoredFileRef = { field: string; key: string };

function refsOf(field: string, value: unknown): StoredFileRef[] {
  if (typeof value === 'string') return value ? [{ field, key: value }] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, i): StoredFileRef[] => {
    if (typeof item === 'string') return item ? [{ field: `${field}.${i}`, key: item }] : [];
    const image = item as { url?: unknown; isDeleted?: unknown } | null;
    return typeof image?.url === 'string' && image.url && !image.isDeleted ? [{ field: `${field}.${i}.url`, key: image.url }] : [];
  });
}

/** The file names in these fields of a body: a name, a list of names, or a list of `{url, isDeleted}` items. */
export const filesIn =
  (...fields: string[]) =>
  (input: Row): StoredFileRef[] =>
    fields.flatMap((field) => refsOf(field, input[field]));

/**
 * The names storage does not hold (http(s) links are another site's). Looked up before the write's transaction: on
 * PGlite, one connection, a transaction waiting on the file system would hold every other request.
 */
export async function missingFiles(storage: Storage, refs: StoredFileRef[]): Promise<StoredFileRef[]> {
  const names = refs.filter((ref) => !HTTP_URL.test(ref.key));
  const found = await Promise.all(names.map((ref) => storage.stat(ref.key).catch(() => null)));
  return names.filter((_, i) => found[i] === null);
}

/** Refuses (400, on the field) the first missing name the record did not already have. */
export function refuseMissingFiles(missing: StoredFileRef[], saved: StoredFileRef[] = []) {
  const known = new Set(saved.map((ref) => ref.key));
  const first = missing.find((ref) => !known.has(ref.key));
  if (first) throw invalidInput(first.field, v.fileNotUploaded);
}
