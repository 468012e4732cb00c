import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/harness.ts';
import { passwordHashing, processPasswordHashing } from './password-hashing';

// Decision 030: passwords are hashed a few at a time, so a burst of sign-ins cannot fill the
// thread pool every request's session cookie is checked on (bench:bursts measures that).

describe('password hashing', () => {
  it('hashes and checks as the auth library does', async () => {
    const hashing = passwordHashing({ running: 1, waiting: 1 });
    const hash = await hashing.hash('burnt sienna');
    expect(await hashing.verify({ hash, password: 'burnt sienna' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'raw sienna' })).toBe(false);
  });

  it('takes as many at once as it may and one more waiting; the next is told, as the auth library refuses, when to try again', async () => {
    const hashing = passwordHashing({ running: 1, waiting: 1 });
    const taken = [hashing.hash('one'), hashing.hash('two')];
    const refused = await hashing.hash('three').then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(APIError);
    expect(refused).toMatchObject({
      statusCode: 429,
      body: { message: 'Many people are signing in right now. Please try again in a moment.', code: 'RATE_LIMITED' },
      headers: { 'Retry-After': '2' },
    });
    await Promise.all(taken);
    expect(await hashing.hash('four')).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});

describe('the auth library', () => {
  it('hashes and checks every password through the process’s lane', async () => {
    const { auth } = await createTestApp();
    const context = await auth.$context;
    expect(context.password.hash).toBe(processPasswordHashing.hash);
    expect(context.password.verify).toBe(processPasswordHashing.verify);
  });
});
