import type { Db } from './client';

/** A transaction handle: checks and the writes they guard must share one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// PostgreSQL's verdicts that say "nothing happened, try again": a deadlock or a serialization
// failure; and every way of losing or not getting a connection (below).
const RETRYABLE_SQLSTATE = /^(40001|40P01)$/;
// The pg driver's own words when a socket dies or a connection cannot be had in time.
const CONNECTION_LOSS_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_LOSS_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not currently accepting connections/i;
// Refusals of a new connection: too many clients (53300); the server starting, stopping or
// recovering (57P01-57P03); connection exceptions (class 08).
const CONNECTION_SQLSTATE = /^(53300|57P0[123]|08[0-9A-Z]{3})$/;

function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/** The connection to the database was lost or could not be made: the server may or may not have done the work. */
export function isConnectionLoss(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && (CONNECTION_LOSS_ERRNO.has(e.code) || CONNECTION_SQLSTATE.test(e.code))) return true;
    if (typeof e.message === 'string' && CONNECTION_LOSS_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * A failure that is the database's state of the moment, not the request's fault: a deadlock, a
 * serialization failure or a lost connection. Answered 503 with Retry-After, never 500.
 */
export function isTransientDatabaseError(err: unknown): boolean {
  return isUndoneByDatabase(err) || isConnectionLoss(err);
}

/** A deadlock or serialization failure: PostgreSQL rolled the work back, so it may run again. */
function isUndoneByDatabase(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && RETRYABLE_SQLSTATE.test(e.code)) return true;
  }
  return false;
}

/**
 * Runs `work`, ONE statement (its own transaction), and runs it once more after a deadlock or a
 * serialization failure, which undid it. Not after a lost connection: the statement may have
 * committed. A second failure reaches the error handler (503).
 */
export async function inOneStatement<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUndoneByDatabase(err)) throw err;
    return work();
  }
}

/**
 * Runs `work` in one transaction and runs it once more when the first attempt failed for a
 * transient reason. That is safe because a failed transaction left nothing behind: the only case
 * where it may have (the connection died while COMMIT was under way) is not repeated. `work` must
 * therefore keep its side effects inside the transaction (no mail, no object storage).
 * A second transient failure reaches the error handler, which answers 503.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let workFinished = false;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      workFinished = true;
      return result;
    });
  } catch (err) {
    const commitOutcomeUnknown = workFinished && isConnectionLoss(err);
    if (!isTransientDatabaseError(err) || commitOutcomeUnknown) throw err;
    return db.transaction(work);
  }
}
