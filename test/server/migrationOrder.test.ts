/** A database migrated by a newer server is refused; an upgrade names the migrations it applies. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/client';

describe('migration order', () => {
  it('says which migrations it applies, then none; refuses a database migrated by a newer version', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'migration-order-'));
    const config = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    const log = { warn: vi.fn(), info: vi.fn() };
    try {
      const fresh = await openDatabase(config, undefined, log);
      await fresh.close();
      expect(log.info).toHaveBeenCalledWith({ migrations: expect.arrayContaining(['0009_idempotent_writes']) }, 'applying database migrations');
      expect((log.info.mock.calls[0][0] as { migrations: string[] }).migrations[0]).toMatch(/^0000_/);

      log.info.mockClear();
      const again = await openDatabase(config, undefined, log);
      expect(log.info).not.toHaveBeenCalled();
      // What a newer server leaves behind: a migration this code does not know, dated after all of its own.
      await again.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-version', ${Date.now() + 86_400_000})`);
      await again.close();

      await expect(openDatabase(config, undefined, log)).rejects.toThrow(/last migrated by a newer version of the server/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
