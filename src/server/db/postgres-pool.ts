import pg from 'pg';
import { isConnectionLoss } from './transaction';

const POOL_SIZE = 10;
/** A server that cannot be reached fails a request (503) in bounded time instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;

function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/**
 * The application's PostgreSQL pool.
 *
 * Connections die between and during queries (a server restart, a failover, an operator's
 * pg_terminate_backend). The pool drops a dead idle connection and opens another; without an
 * 'error' listener the dying socket would crash the process. A plain read that was running on a
 * connection as it died is sent once more on a fresh one: reading twice changes nothing. Writes
 * outside a transaction are not repeated (the first may have been applied), and transactions
 * (which use their own checked-out client) are repeated by `inTransaction` where that is safe.
 */
export function createPostgresPool(options: { url: string; onConnectionError: (error: Error) => void }): pg.Pool {
  // Every client listens from the moment it exists (connecting included), not only once the pool
  // hands it out: a connection may be terminated at any point of its life.
  class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', options.onConnectionError);
    }
  }
  const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, Client: ListeningClient });
  pool.on('error', options.onConnectionError);
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const retryingQuery = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof values === 'function' || typeof callback === 'function' || !isRead(config)) return query(config, values, callback);
    return (query(config, values) as Promise<unknown>).catch((error: unknown) => {
      if (!isConnectionLoss(error)) throw error;
      return query(config, values);
    });
  };
  pool.query = retryingQuery as typeof pool.query;
  return pool;
}
