import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database as the app uses it: each statement or transaction starts in a later turn
 * of the event loop than the code that asked for it, after sockets have been read.
 *
 * PGlite runs PostgreSQL in this thread: a statement is synchronous work, and the next waiting
 * one starts from a promise callback. Under load those callbacks follow one another until the
 * whole queue is empty, and only then does the event loop read sockets again: requests (and new
 * connections) arriving meanwhile wait for all of it. With 50 readers the palettes list had a p50
 * of 120 ms and a p99 of 270-1,000 ms (bench:api, decision 016); with a turn before each
 * statement, the same p50 and throughput and a p99 of 140-175 ms. (Taking statements strictly one
 * per turn was 10 % slower: a turn runs every statement asked for during the turn before.)
 * Statements inside a transaction take no turn: the transaction holds the database until it ends.
 */
export function yieldBeforeEachStatement(client: PGlite): PGlite {
  const query = async <T>(...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return client.query<T>(...args);
  };
  const transaction = async <T>(work: (tx: Transaction) => Promise<T>) => {
    await nextTurn();
    // The driver's own transaction, which inTransaction (transaction.ts) reaches through drizzle.
    // eslint-disable-next-line no-restricted-syntax
    return client.transaction(work);
  };
  // A view of the client rather than a changed client: PGlite calls its own methods inside a
  // transaction, and those must not wait for the turn they are part of.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
