/**
 * A row's images and brochure name files in storage (the prefixes an upload returns) or http(s) links. A prefix
 * with no stored file behind it would give the property a broken picture or brochure, so the row fails, naming the
 * file. A row refused for other reasons is told about its missing files too: otherwise the administrator fixed the
 * row, imported it again, and only then heard of them (audit). Links are left alone: they are another site's. Each
 * prefix is looked up once per batch (spreadsheets repeat them).
 */
import { HTTP_URL } from '@shared/fields';
import { rowToPropertyInput } from '@shared/resources/propertyImport';
import { WHOLE_ROW_FIELD } from '@shared/resources/propertyImportColumns';
import { v } from '@shared/validation';
import type { Storage } from '../storage/storage';
import type { PreparedRow } from './batchStore';

const isLink = (value: string) => HTTP_URL.test(value);
/** Lookups remembered per batch; past this many the memory is dropped and filled again. */
const MAX_REMEMBERED = 50_000;

type StoredRef = { field: string; key: string };

/**
 * The stored files a row names: a valid row's from its value; a refused row's from its cells, leaving out a field
 * already refused (a malformed name says so already) and a row refused whole (the template's example).
 */
function storedRefsOf(row: PreparedRow): StoredRef[] {
  if (!row.ok && row.errors.some((error) => error.field === WHOLE_ROW_FIELD)) return [];
  const { images, brochure } = row.ok ? row.value : rowToPropertyInput(row.data);
  const refused = new Set(row.ok ? [] : row.errors.map((error) => error.field));
  const refs: StoredRef[] = [];
  const add = (field: string, key: unknown) => {
    if (typeof key === 'string' && key !== '' && !isLink(key) && !refused.has(field)) refs.push({ field, key });
  };
  (images ?? []).forEach((image, i) => {
    if (!image.isDeleted) add(`images.${i}`, image.url);
  });
  add('brochure', brochure);
  return refs;
}

export type StoredFileCheck = (rows: PreparedRow[]) => Promise<PreparedRow[]>;

export function createStoredFileCheck(storage: Storage): StoredFileCheck {
  const stored = new Map<string, boolean>();
  return async (rows) => {
    const refsOf = rows.map(storedRefsOf);
    const keys = [...new Set(refsOf.flatMap((refs) => refs.map((ref) => ref.key)))];
    let unknown = keys.filter((key) => !stored.has(key));
    // Emptied, the memory must learn this chunk's keys again, those it knew included.
    if (stored.size + unknown.length > MAX_REMEMBERED) {
      stored.clear();
      unknown = keys;
    }
    await Promise.all(unknown.map(async (key) => stored.set(key, (await storage.stat(key).catch(() => null)) !== null)));
    return rows.map((row, i) => {
      const missing = refsOf[i].filter((ref) => !stored.get(ref.key));
      if (missing.length === 0) return row;
      const missingErrors = missing.map((ref) => ({ field: ref.field, message: v.storedFileMissing, args: { file: ref.key } }));
      return { rowNumber: row.rowNumber, data: row.data, ok: false, errors: [...(row.ok ? [] : row.errors), ...missingErrors] };
    });
  };
}
