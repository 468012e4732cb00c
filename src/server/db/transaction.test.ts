import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { onError } from '#server/middleware/on-error.ts';
import type { Db } from './client';
import { inOneStatement, inTransaction, isTransientDatabaseError, type Tx } from './transaction';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const lostConnection = () => new Error('Connection terminated unexpectedly');

/** A database whose transactions fail (or not) as scripted, attempt by attempt. */
function scriptedDb(attempts: Array<'ok' | 'fail-in-work' | 'fail-at-commit'>, failure: () => Error) {
  let calls = 0;
  const db = {
    async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const step = attempts[calls] ?? 'ok';
      calls += 1;
      if (step === 'fail-in-work') throw Object.assign(new Error('Failed query'), { cause: failure() });
      const result = await work({} as Tx);
      if (step === 'fail-at-commit') throw failure();
      return result;
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

describe('inTransaction', () => {
  it('runs a transaction again once after a deadlock, and gives up after the second', async () => {
    const once = scriptedDb(['fail-in-work', 'ok'], deadlock);
    await expect(inTransaction(once.db, async () => 'done')).resolves.toBe('done');
    expect(once.calls()).toBe(2);
    const twice = scriptedDb(['fail-in-work', 'fail-in-work', 'ok'], deadlock);
    await expect(inTransaction(twice.db, async () => 'done')).rejects.toThrow('Failed query');
    expect(twice.calls()).toBe(2);
  });

  it('repeats a transaction whose connection died mid-work, never one whose COMMIT may have landed', async () => {
    const midWork = scriptedDb(['fail-in-work', 'ok'], lostConnection);
    await expect(inTransaction(midWork.db, async () => 'done')).resolves.toBe('done');
    const atCommit = scriptedDb(['fail-at-commit', 'ok'], lostConnection);
    await expect(inTransaction(atCommit.db, async () => 'done')).rejects.toThrow('Connection terminated');
    expect(atCommit.calls()).toBe(1);
  });

  it('does not repeat a refusal of the request itself', async () => {
    const refused = scriptedDb(['fail-in-work', 'ok'], () => Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(inTransaction(refused.db, async () => 'done')).rejects.toThrow();
    expect(refused.calls()).toBe(1);
  });
});

describe('inOneStatement', () => {
  /** A statement failing as scripted, attempt by attempt. */
  const scripted = (failures: Array<() => Error>) => {
    let calls = 0;
    const run = async () => {
      const failure = failures[calls];
      calls += 1;
      if (failure) throw Object.assign(new Error('Failed query'), { cause: failure() });
      return 'done';
    };
    return { run, calls: () => calls };
  };

  it('runs a statement again once after a deadlock, and gives up after the second', async () => {
    const once = scripted([deadlock]);
    await expect(inOneStatement(once.run)).resolves.toBe('done');
    expect(once.calls()).toBe(2);
    const twice = scripted([deadlock, deadlock]);
    await expect(inOneStatement(twice.run)).rejects.toThrow('Failed query');
    expect(twice.calls()).toBe(2);
  });

  it('never repeats a statement whose connection died, which may have committed', async () => {
    const lost = scripted([lostConnection]);
    await expect(inOneStatement(lost.run)).rejects.toThrow('Failed query');
    expect(lost.calls()).toBe(1);
  });
});

describe('a transient failure that reaches the error handler', () => {
  it('answers 503 with Retry-After and the error body, never 500', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('logger', pino({ level: 'silent' }));
        await next();
      })
      .get('/deadlock', () => {
        throw Object.assign(new Error('Failed query'), { cause: deadlock() });
      })
      .get('/lost', () => {
        throw lostConnection();
      });
    app.onError(onError);
    for (const path of ['/deadlock', '/lost']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ code: 'UNAVAILABLE', message: 'The service is busy for a moment. Please try again.' });
    }
    expect(isTransientDatabaseError(new Error('syntax error'))).toBe(false);
  });
});
