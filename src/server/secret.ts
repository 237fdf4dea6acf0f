/** The HMAC key: STORAGE_SECRET, or one generated on first start and kept in DATA_DIR/.secret (set STORAGE_SECRET when several processes share a database). */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export async function loadSecret(config: Pick<Config, 'STORAGE_SECRET' | 'DATA_DIR'>): Promise<string> {
  if (config.STORAGE_SECRET) return config.STORAGE_SECRET;
  const file = path.resolve(config.DATA_DIR, '.secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
