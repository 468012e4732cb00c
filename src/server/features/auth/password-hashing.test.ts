import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/client';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

// Decision 030: passwords are hashed a few at a time, so a burst of sign-ins cannot fill the
// thread pool every request's session cookie is checked on.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe('password hashing', () => {
  it('lets one visitor have two passwords checked at once; more are told when to try again, and no one else is held back', async () => {
    const { email } = await buildUser(t);
    const guesser = createClient(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => guesser.post<{ message: string }>('/api/auth/sign-in/email', { email, password: `guess-${i}` })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status !== 429).map((answer) => answer.status)).toContain(401);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.body.message).toBe('Many people are signing in right now. Please try again in a moment.');
    }
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email, password: 'another-guess' })).status).toBe(401);
  });

  it('checks the right password as before', async () => {
    const { email, password } = await buildUser(t);
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });
});
