/**
 * PGlite never autovacuums (src/server/db/maintenance.ts): the server vacuums big tables whose visibility map is
 * stale when it opens the database, and vacuums / analyzes tables after bulk writes once writes have stopped.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, tableVersionsOf, type DatabaseHandle } from '../../src/server/db/client';
import { startAutovacuum, vacuumStaleTables } from '../../src/server/db/maintenance';

type Stat = { pages: number; visible: number; vacuumed: boolean; inserted: number; vacuums: number };

describe('PGlite table maintenance', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: undefined }, createPglite());
  });
  afterAll(() => handle.close());

  const stat = async (): Promise<Stat> => {
    // Statistics reach the views at most once a second unless a flush is forced (it happens at the statement's end).
    await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    const result = (await handle.db.execute(sql`
      SELECT pg_relation_size(c.oid) / 8192 AS pages, c.relallvisible AS visible, s.last_vacuum IS NOT NULL AS vacuumed,
             s.n_ins_since_vacuum::int AS inserted, s.vacuum_count::int AS vacuums
      FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = 'services'`)) as unknown as { rows: Stat[] };
    return result.rows[0];
  };
  const insertServices = (n: number) =>
    handle.db.execute(sql`INSERT INTO services ("title", "description", "highlights", "fee")
      SELECT 'Service ' || g, repeat('A long description. ', 10), '[]'::jsonb, g FROM generate_series(1, ${n}) g`);

  it('vacuums a big table whose pages are not marked all-visible, and leaves it alone once they are', async () => {
    await insertServices(20_000);
    const before = await stat();
    expect(before.pages).toBeGreaterThan(128);
    expect(before.visible).toBe(0);
    expect(await vacuumStaleTables(handle.db)).toContain('services');
    const after = await stat();
    expect(after.visible).toBeGreaterThanOrEqual(after.pages * 0.8);
    expect(await vacuumStaleTables(handle.db)).not.toContain('services');
  });

  it('vacuums a table after a bulk write, once writes have stopped', async () => {
    const autovacuum = startAutovacuum(handle.db, tableVersionsOf(handle.db)!, 50);
    try {
      const vacuumsBefore = (await stat()).vacuums;
      await insertServices(10_000);
      // The vacuum may already have run by the time the statistics are read (the quiet period is 50 ms here).
      for (let i = 0; i < 200 && (await stat()).vacuums === vacuumsBefore; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const after = await stat();
      expect(after.vacuums).toBeGreaterThan(vacuumsBefore);
      expect(after.inserted).toBe(0);
    } finally {
      await autovacuum.stop();
    }
  });

  it('vacuums at the latest after its longest wait, however steadily the writes go on', async () => {
    // Quiet period 10 s, never reached: a write every 20 ms; longest wait 300 ms.
    const autovacuum = startAutovacuum(handle.db, tableVersionsOf(handle.db)!, 10_000, 300);
    let writing = true;
    const trickle = (async () => {
      while (writing) {
        await handle.db.execute(sql`UPDATE services SET fee = fee + 1 WHERE "title" = 'Service 1'`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      const vacuumsBefore = (await stat()).vacuums;
      await insertServices(10_000);
      let after = await stat();
      for (let i = 0; i < 100 && after.vacuums === vacuumsBefore; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await stat();
      }
      expect(after.vacuums).toBeGreaterThan(vacuumsBefore);
    } finally {
      writing = false;
      await trickle;
      await autovacuum.stop();
    }
  });
});
