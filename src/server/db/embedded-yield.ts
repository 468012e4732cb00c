import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database as the app uses it: one statement (or one whole transaction) per turn of
 * the event loop, in the order asked, each after sockets have been read.
 *
 * PGlite runs PostgreSQL in this thread: a statement is synchronous work, and the next waiting
 * one starts from a promise callback. Under load those callbacks follow one another until the
 * whole queue is empty, and only then does the event loop read sockets again. With 50 readers the
 * palettes list had a p50 of 120 ms and a p99 of 270-1,000 ms (bench:api, decision 016). A turn
 * before each statement let sockets be read, but a turn still ran every statement asked for during
 * the turn before (50 readers: ~50 ms), and Node takes in ONE new connection per turn: 50 readers
 * connecting at once waited up to 2 s for their first answer (p99 575-1,050 ms on a slower day).
 * One statement per turn keeps turns ~3 ms: the same throughput, p99 193-232 ms that day.
 * Statements inside a transaction take no turn: the transaction holds the database until it ends.
 */
export function yieldBeforeEachStatement(client: PGlite): PGlite {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(() => nextTurn()).then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  const query = <T>(...args: Parameters<PGlite['query']>) => inTurn(() => client.query<T>(...args));
  // The driver's own transaction, which inTransaction (transaction.ts) reaches through drizzle.
  // oxlint-disable-next-line local/in-transaction
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) => inTurn(() => client.transaction(work));
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
