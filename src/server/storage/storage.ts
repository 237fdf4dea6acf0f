/**
 * Where uploaded files live. Keys are the stored prefixes entities keep (e.g. `service/2024/…/photo.jpg`).
 *
 * An S3 implementation plugs in behind the same interface: `put` → PutObject (Upload from @aws-sdk/lib-storage
 * for streams), `get` → GetObject's Body stream, `stat` → HeadObject (ContentLength, LastModified), `delete` →
 * DeleteObject; build it from S3_BUCKET/S3_REGION in app.ts instead of `createLocalStorage`. Signed upload URLs
 * would then come from @aws-sdk/s3-request-presigner and `/storage/<prefix>` would redirect to the bucket or a CDN
 * (VITE_ASSET_BASE_URL can point there directly).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';

export type StoredFileInfo = { size: number; modifiedAt: Date };

export type Storage = {
  /** Writes the whole body at `key`, replacing any previous file; resolves once its bytes are flushed to disk. */
  put(key: string, body: Buffer | Readable): Promise<StoredFileInfo>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes the half-written files a process killed during a write left, once older than `olderThanMs` (a younger
   * one may be another server's write in progress, on a shared folder). An S3 store has none: it answers zeros.
   */
  removeStalePartials(olderThanMs: number): Promise<{ files: number; bytes: number }>;
};

/** Stored keys: relative, slash-separated, no `..`, only safe characters (`~`: storedNameStem in @shared/uploads). */
const SAFE_KEY = /^(?!.*\.\.)(?!\/)[A-Za-z0-9._~\-/]{1,500}$/;
export const isSafeStorageKey = (key: string) => SAFE_KEY.test(key) && !key.endsWith('/') && !key.includes('//');

const PARTIAL_SUFFIX = '.part';

/** The `*.part` files under `root` older than `olderThanMs`, deleted (audit 31-L found 12.9 MB after three crashes). */
async function removeStalePartials(root: string, olderThanMs: number): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const removed = { files: 0, bytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(PARTIAL_SUFFIX)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
    await rm(full, { force: true });
    removed.files += 1;
    removed.bytes += info.size;
  }
  return removed;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  const info = async (full: string): Promise<StoredFileInfo | null> => {
    try {
      const s = await stat(full);
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch {
      return null;
    }
  };

  return {
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write aside then rename, so a reader never sees half a file.
      const temp = `${full}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        // flush: the bytes are on disk before the name says the file is there (a power cut kept a name, not its bytes).
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flush: true }));
        await rename(temp, full);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return (await info(full))!;
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      const full = resolve(key);
      return (await info(full)) ? createReadStream(full) : null;
    },
    async stat(key) {
      if (!isSafeStorageKey(key)) return null;
      return info(resolve(key));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    removeStalePartials: (olderThanMs) => removeStalePartials(root, olderThanMs),
  };
}
