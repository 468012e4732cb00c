import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { yieldBeforeEachStatement } from './embedded-yield';

/**
 * One request's statements, each asked for when the one before has answered (statements and
 * transactions in turn), with a callback already waiting for the event loop's next turn standing
 * for the sockets waiting to be read: how many statements had answered when it ran.
 */
async function statementsBeforeNextTurn(client: PGlite, count: number): Promise<number> {
  let answered = 0;
  const nextTurn = new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
  for (let i = 0; i < count; i += 1) {
    await (i % 2 === 0 ? client.query('select 1') : client.transaction((tx) => tx.query('select 1')));
    answered += 1;
  }
  return nextTurn;
}

describe('the embedded database as the app uses it', () => {
  const plain = new PGlite();
  const yielding = yieldBeforeEachStatement(new PGlite());
  afterAll(async () => {
    await plain.close();
    await yielding.close();
  });

  it('lets waiting I/O in between statements, where plain PGlite runs them all first', async () => {
    // Both opened and warmed, so that only the scheduling differs.
    await Promise.all([plain.query('select 1'), yielding.query('select 1')]);
    expect(await statementsBeforeNextTurn(plain, 20)).toBe(20);
    expect(await statementsBeforeNextTurn(yielding, 20)).toBe(0);
  });

  it('runs statements asked for at once one per turn of the event loop', async () => {
    // Node takes in one new connection per turn: a turn that ran every waiting statement would keep
    // a reader connecting under load waiting for all of them, once per connection before it.
    let turns = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? yielding.query('select 1') : yielding.transaction((tx) => tx.query('select 1')))),
    );
    done = true;
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('answers statements and transactions as PGlite does', async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => yielding.query<{ n: number }>('select $1::int as n', [n])));
    expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3]);
    expect(await yielding.transaction(async (tx) => (await tx.query<{ n: number }>('select 4 as n')).rows[0]?.n)).toBe(4);
    await expect(yielding.query('select nonsense')).rejects.toThrow(/nonsense/);
  });
});
