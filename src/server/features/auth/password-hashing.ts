import { availableParallelism } from 'node:os';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { AppError } from '#server/errors.ts';
import { createWorkLane } from '#server/lib/work-lane.ts';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth's own scrypt (node:crypto, on libuv's thread pool), `running` at once and `waiting`
 * more, past which the sign-up or sign-in is answered as the auth library refuses (429 with
 * Retry-After). Decision 030.
 */
export function passwordHashing(options: { running: number; waiting: number }): PasswordHashing {
  const lane = createWorkLane({
    ...options,
    message: 'Many people are signing in right now. Please try again in a moment.',
    retryAfterSeconds: 2,
  });
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await lane.run(null, work);
    } catch (err) {
      if (!(err instanceof AppError) || err.retryAfterSeconds === null) throw err;
      throw new APIError('TOO_MANY_REQUESTS', { message: err.message, code: err.code }, { 'Retry-After': String(err.retryAfterSeconds) });
    }
  };
  return {
    hash: (password) => inTurn(() => hashPassword(password)),
    verify: (data) => inTurn(() => verifyPassword(data)),
  };
}

// libuv's own setting (not the app's configuration): the pool's size, read by Node at start.
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * The process's password hashing. Left to itself, every sign-up and sign-in hashed at once: 40 of
 * them filled the pool's four threads for seconds, and every other request's session cookie,
 * whose signature is checked by WebCrypto on the same pool, waited behind them (a signed-in read
 * took 2.1 s). As many hash at once as leave the server's thread a core and the pool two threads
 * for the rest (one, on two cores); 64 may wait, a few seconds of hashing. No share per visitor:
 * the auth library limits sign-ins per address over time, and a school signs in from one.
 */
export const processPasswordHashing = passwordHashing({
  running: Math.max(1, Math.min(availableParallelism() - 1, POOL_THREADS - 2)),
  waiting: 64,
});
