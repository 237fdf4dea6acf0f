/**
 * The node-postgres pool of PostgreSQL mode, made to survive lost connections and to close for real.
 *
 * A connection can die under us at any time: a PostgreSQL restart, an administrator's pg_terminate_backend, a
 * dropped database, a network cut. node-postgres reports it as an 'error' event — on the pool for an idle client,
 * on the client itself for a checked-out one — and an 'error' event nobody listens to is thrown by Node, which
 * would end the server process. The pool has already discarded the dead client; we only log it.
 */
import pg from 'pg';

/** The part of a pino/fastify logger the pool reports to. */
export type PoolLog = { warn(details: object, message: string): void; info?(details: object, message: string): void };

const consoleLog: PoolLog = { warn: (details, message) => console.warn(message, details) };

const errorDetails = (error: unknown) => {
  const { message, code } = error as { message?: string; code?: string };
  return { err: { message, code } };
};

export type PostgresPool = {
  pool: pg.Pool;
  /** Ends the pool and resolves once every connection is closed on the server side too. */
  end(): Promise<void>;
};

export function createPostgresPool(url: string, log: PoolLog = consoleLog): PostgresPool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });

  pool.on('error', (error) => log.warn(errorDetails(error), 'a PostgreSQL connection of the pool was lost while idle; it is discarded'));
  // pg-pool's end() resolves as soon as it has asked its clients to disconnect, before their sockets close. A
  // caller that then drops the database (the tests do, WITH (FORCE)) would kill backends still saying goodbye.
  const open = new Set<pg.PoolClient>();
  let allClosed: (() => void) | undefined;
  pool.on('connect', (client) => {
    open.add(client);
    // A checked-out client's running query fails with the error itself (the caller sees it) and its next query is
    // refused; the pool drops it on release (it is no longer queryable). This listener only keeps the 'error'
    // event from being thrown while the client sits between two statements.
    client.on('error', () => undefined);
  });
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed?.();
  });

  return {
    pool,
    async end() {
      const closed = new Promise<void>((resolve) => (open.size === 0 ? resolve() : (allClosed = resolve)));
      await pool.end();
      await closed;
    },
  };
}
