import { describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { createWorkLane } from './work-lane';

/** A work that ends when told to, and says when it began. */
function heldWork() {
  let end: () => void = () => undefined;
  const state = { began: false };
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    state,
    end: () => end(),
    work: async () => {
      state.began = true;
      await ended;
      return 'done';
    },
  };
}

const lane = () => createWorkLane({ running: 2, waiting: 2, perVisitor: 3, message: 'Busy right now.', retryAfterSeconds: 4 });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('a work lane', () => {
  it('runs as many at once as it may, the next waiting in the order asked, each as soon as a turn is free', async () => {
    const works = Array.from({ length: 4 }, heldWork);
    const line = lane();
    const answers = works.map((held, i) => line.run(`visitor ${i}`, held.work));
    await Promise.resolve();
    expect(works.map((held) => held.state.began)).toEqual([true, true, false, false]);
    works[1]?.end();
    await answers[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(works.map((held) => held.state.began)).toEqual([true, true, true, false]);
    for (const held of works) held.end();
    expect(await Promise.all(answers)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('refuses at once past the waiting it allows, with when to try again, and takes work again once a turn is free', async () => {
    const works = Array.from({ length: 4 }, heldWork);
    const line = lane();
    const answers = works.map((held, i) => line.run(`visitor ${i}`, held.work));
    const refused = await refusal(line.run('visitor 5', async () => 'never'));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Busy right now.', retryAfterSeconds: 4 });
    works[0]?.end();
    await answers[0];
    const later = heldWork();
    const taken = line.run('visitor 6', later.work);
    for (const held of [...works, later]) held.end();
    expect(await taken).toBe('done');
    await Promise.all(answers);
  });

  it('lets one visitor hold only their share, however free the lane, and no more once their work ends', async () => {
    const line = createWorkLane({ running: 10, waiting: 10, perVisitor: 2, message: 'Busy right now.', retryAfterSeconds: 1 });
    const works = [heldWork(), heldWork()];
    const answers = works.map((held) => line.run('greedy', held.work));
    await refusal(line.run('greedy', async () => 'never'));
    expect(await line.run('someone else', async () => 'answered')).toBe('answered');
    for (const held of works) held.end();
    await Promise.all(answers);
    expect(await line.run('greedy', async () => 'again')).toBe('again');
  });

  it('gives the turn back when a work fails, and counts no visitor for the server’s own work', async () => {
    const line = createWorkLane({ running: 1, waiting: 0, perVisitor: 1, message: 'Busy right now.', retryAfterSeconds: 1 });
    await expect(line.run('visitor', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await line.run('visitor', async () => 'answered')).toBe('answered');
    const held = heldWork();
    const own = line.run(null, held.work);
    await refusal(line.run(null, async () => 'never'));
    held.end();
    expect(await own).toBe('done');
  });
});
