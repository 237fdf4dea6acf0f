/**
 * A PostgreSQL server out of reach (stopped, restarting) is a 503 "try again in a moment" in the API's error shape:
 * it was a bare 500 "Internal server error" (audit 31-L), though writes work again once the server is back.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import { createPostgresPool } from '../../src/server/db/postgresPool';
import { registerErrorHandling } from '../../src/server/plugins/errors';

describe('a database server out of reach', () => {
  it('answers 503 with the error shape, saying to try again, not a 500', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused as a stopped server's would be.
    const { pool, end } = createPostgresPool('postgres://estate:secret@127.0.0.1:1/estate', { warn: () => undefined });
    const db = drizzle(pool);
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/count', async () => db.execute(sql`select 1`));
    app.get('/broken', async () => {
      throw new Error('something else');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/count' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: statusCodes.INTERNAL, message: serverText('databaseUnreachable'), errors: [] });
      // Any other failure stays the 500 it is.
      expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    } finally {
      await app.close();
      await end();
    }
  });
});
