import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '#server/test/client.ts';
import { signUpThroughMail } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const signIn = (email: string, password: string) =>
  createClient(t.app).post<{ message?: string }>('/api/auth/sign-in/email', { email, password });

describe('sign up and sign in', () => {
  it('signs a confirmed person in with an httpOnly SameSite session cookie', async () => {
    const { email, password } = await signUpThroughMail(t);
    const client = createClient(t.app);
    const res = await client.post('/api/auth/sign-in/email', { email, password });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await client.get<{ user: { email: string } }>('/api/auth/get-session');
    expect(session.body.user.email).toBe(email);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const { email, password } = await signUpThroughMail(t);
    expect((await signIn(email, password)).status).toBe(200);
    const wrong = await signIn(email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBeTruthy();
    expect((await signIn('nobody@example.com', password)).status).toBe(401);
  });

  it('refuses a password shorter than the policy minimum of 6', async () => {
    const client = createClient(t.app);
    const res = await client.post('/api/auth/sign-up/email', { email: 'short@example.com', password: '12345', name: '' });
    expect(res.status).toBe(400);
    expect(client.hasSession()).toBe(false);
  });

  it('signs out: the session no longer works', async () => {
    const { client, email } = await signUpThroughMail(t);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get(`/api/user/email/${email}`)).status).toBe(401);
  });
});

describe('input the database cannot store', () => {
  it('refuses a token or name carrying a NUL character with 400, never 500', async () => {
    const reset = await createClient(t.app).post('/api/auth/reset-password', { newPassword: 'a-brand-new-one', token: 'abc\u0000def' });
    expect(reset.status).toBe(400);
    const signUp = await createClient(t.app).post('/api/auth/sign-up/email', {
      email: 'nul@example.com',
      password: 'correct-horse-1',
      name: 'A\u0000B',
    });
    expect(signUp.status).toBe(400);
    const callback = await createClient(t.app).get('/api/auth/reset-password/abc%00def?callbackURL=/reset-password');
    expect(callback.status).toBeLessThan(500);
  });
});

describe('password policy from configuration', () => {
  it('enforces the configured character classes and lengths at sign-up and reset', async () => {
    const strict = await createTestApp({
      PASSWORD_MIN_LENGTH: '8',
      PASSWORD_MAX_LENGTH: '20',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
    });
    const signUp = (password: string) =>
      createClient(strict.app).post<{ message: string }>('/api/auth/sign-up/email', {
        email: `p${Math.random()}@example.com`,
        password,
        name: '',
      });
    expect((await signUp('Ab1!')).status).toBe(400);
    expect((await signUp('Abcdefgh1!Abcdefgh1!X')).status).toBe(400);
    const noUpper = await signUp('abcdefg1!');
    expect(noUpper.status).toBe(400);
    expect(noUpper.body.message).toBe('Password must contain an uppercase letter.');
    expect((await signUp('Abcdefgh!')).body.message).toBe('Password must contain a number.');
    expect((await signUp('Abcdefgh1')).body.message).toMatch(/not a letter or a number/);
    expect((await signUp('Abcdefg1!')).status).toBe(200);
    const { client: person } = await signUpThroughMail(strict, { email: 'changer@example.com', password: 'Abcdefg1!' });
    const weakChange = await person.post('/api/auth/change-password', {
      currentPassword: 'Abcdefg1!',
      newPassword: 'weakweak',
    });
    expect(weakChange.status).toBe(400);
    const signInWeak = await createClient(strict.app).post('/api/auth/sign-in/email', {
      email: 'changer@example.com',
      password: 'weakweak',
    });
    expect(signInWeak.status).toBe(401);
    const config = await createClient(strict.app).get<{ passwordPolicy: unknown }>('/api/config');
    expect(config.body.passwordPolicy).toEqual({
      minLength: 8,
      maxLength: 20,
      requireLowercase: false,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    });
  });
});

describe('rate limiting', () => {
  it('answers 429 once one address has used up its sign-in attempts, other addresses unaffected', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    const attacker = createClient(limited.app);
    const attempt = () => attacker.post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'guess-123' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('x-retry-after')).toBeTruthy();
    const bystander = createClient(limited.app);
    const other = await bystander.post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'guess-123' });
    expect(other.status).toBe(401);
  });

  it('never limits reading the session: every page of every person behind one address asks', async () => {
    const { client } = await signUpThroughMail(t);
    const reads = await Promise.all(Array.from({ length: 150 }, () => client.get('/api/auth/get-session')));
    expect(reads.filter((res) => res.status !== 200)).toHaveLength(0);
  });

  it('keys on the address the proxy saw, not on addresses the client wrote before it', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Each request claims a new client address, but the proxy appended the same real one.
      const spoofer = createClient(limited.app, { ip: `198.51.100.${i}, 203.0.113.9` });
      statuses.push((await spoofer.post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x-123456' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with cookies from a foreign origin', async () => {
    const { client, email } = await signUpThroughMail(t);
    const res = await client.request('POST', '/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await client.get(`/api/user/email/${email}`)).status).toBe(200);
  });

  it('refuses redirects to foreign sites after sign-up', async () => {
    const res = await createClient(t.app).post('/api/auth/sign-up/email', {
      email: 'redirect@example.com',
      password: 'correct-horse-1',
      name: '',
      callbackURL: 'https://evil.example/steal',
    });
    expect(res.status).toBe(403);
  });
});

describe('social sign-in wiring', () => {
  it('starts Google and Facebook OAuth when configured, and refuses them when not', async () => {
    const social = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    });
    const start = (app: TestApp['app'], provider: string) =>
      createClient(app).post<{ url?: string }>('/api/auth/sign-in/social', { provider, callbackURL: '/?auth=google' });
    const google = await start(social.app, 'google');
    expect(google.status).toBe(200);
    const googleUrl = new URL(google.body.url ?? '');
    expect(googleUrl.hostname).toBe('accounts.google.com');
    expect(googleUrl.searchParams.get('client_id')).toBe('google-client');
    expect(googleUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    const facebook = await start(social.app, 'facebook');
    expect(new URL(facebook.body.url ?? '').hostname).toMatch(/facebook\.com$/);
    expect((await start(t.app, 'google')).status).toBeGreaterThanOrEqual(400);
  });
});
