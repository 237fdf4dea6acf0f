/**
 * A valid row's images and brochure name files in storage (the prefixes an upload returns) or http(s) links.
 * A prefix with no stored file behind it would give the property a broken picture or brochure, so the row fails
 * instead, naming the file. Links are left alone: they are another site's. Each prefix is looked up once per
 * batch (spreadsheets repeat them).
 */
import { HTTP_URL } from '@shared/fields';
import { v } from '@shared/validation';
import type { Storage } from '../storage/storage';
import type { PreparedRow } from './batchStore';

const isLink = (value: string) => HTTP_URL.test(value);
/** Lookups remembered per batch; past this many the memory is dropped and filled again. */
const MAX_REMEMBERED = 50_000;

type StoredRef = { field: string; key: string };

function storedRefsOf(row: Extract<PreparedRow, { ok: true }>): StoredRef[] {
  const refs: StoredRef[] = [];
  row.value.images.forEach((image, i) => {
    if (!image.isDeleted && !isLink(image.url)) refs.push({ field: `images.${i}`, key: image.url });
  });
  const { brochure } = row.value;
  if (brochure && !isLink(brochure)) refs.push({ field: 'brochure', key: brochure });
  return refs;
}

export type StoredFileCheck = (rows: PreparedRow[]) => Promise<PreparedRow[]>;

export function createStoredFileCheck(storage: Storage): StoredFileCheck {
  const stored = new Map<string, boolean>();
  return async (rows) => {
    const unknown = new Set<string>();
    for (const row of rows) if (row.ok) for (const ref of storedRefsOf(row)) if (!stored.has(ref.key)) unknown.add(ref.key);
    if (stored.size + unknown.size > MAX_REMEMBERED) stored.clear();
    await Promise.all([...unknown].map(async (key) => stored.set(key, (await storage.stat(key).catch(() => null)) !== null)));
    return rows.map((row) => {
      if (!row.ok) return row;
      const missing = storedRefsOf(row).filter((ref) => !stored.get(ref.key));
      if (missing.length === 0) return row;
      return {
        rowNumber: row.rowNumber,
        data: row.data,
        ok: false,
        errors: missing.map((ref) => ({ field: ref.field, message: v.storedFileMissing, args: { file: ref.key } })),
      };
    });
  };
}
