import { availableParallelism } from 'node:os';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { AppError } from '../../errors';
import { createWorkLane } from '../../lib/work-lane';
import { requestScope } from '../../request-scope';

/**
 * better-auth's own scrypt (node:crypto, on libuv's thread pool), taken a few at a time (decision
 * 030). Left to itself, every sign-up and sign-in hashed at once: 40 of them filled the pool's
 * four threads for seconds, and every other request's session cookie, whose signature is checked
 * by WebCrypto on the same pool, waited behind them (a signed-in read took 2.1 s). As many hash
 * at once as leave the server's thread a core and the pool two threads for the rest (one, on two
 * cores); 64 may wait (a few seconds of hashing), a visitor may hold 2; past that 429 with Retry-After.
 */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const lane = createWorkLane({
  running: Math.max(1, Math.min(availableParallelism() - 1, POOL_THREADS - 2)),
  waiting: 64,
  perVisitor: 2,
  message: 'Many people are signing in right now. Please try again in a moment.',
  retryAfterSeconds: 2,
});

/** `work` in the lane, for the visitor of the auth request being answered (none outside one); refused as the auth library answers. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await lane.run(requestScope.getStore()?.visitor ?? null, work);
  } catch (err) {
    if (!(err instanceof AppError) || err.retryAfterSeconds === null) throw err;
    throw new APIError('TOO_MANY_REQUESTS', { message: err.message, code: err.code }, { 'Retry-After': String(err.retryAfterSeconds) });
  }
}

export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};
