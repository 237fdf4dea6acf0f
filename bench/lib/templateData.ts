/**
 * A fresh, empty, migrated PGlite DATA_DIR in a second: the first call starts the server once on an empty folder
 * (initdb + migrations + bootstrap admin) and keeps it as a template; later calls copy the template.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/server/db/client';
import { startOurServer } from './ourServer';
import { WORK_DIR } from './paths';

function migrationsStamp(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

export async function freshDataDir(prefix: string): Promise<string> {
  const template = path.join(WORK_DIR, 'empty-template');
  const stampFile = path.join(WORK_DIR, 'empty-template.stamp');
  const stamp = migrationsStamp();
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp || !existsSync(template)) {
    rmSync(template, { recursive: true, force: true });
    const server = await startOurServer({ name: 'empty-template', dataDir: template, via: 'main' });
    await server.stop();
    rmSync(path.join(template, 'storage'), { recursive: true, force: true });
    writeFileSync(stampFile, stamp);
  }
  const dir = mkdtempSync(path.join(WORK_DIR, prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
}
