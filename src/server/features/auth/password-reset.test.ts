import { like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { eventually } from '#server/test/eventually.ts';
import { buildUser, signUpThroughMail } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { linkIn, startSmtpCapture } from '#server/test/smtp-capture.ts';

// Mail read from a real SMTP server, as a person reads it.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
const warnings: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) });
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Palette Library <hello@example.com>' }, { logger });
});
afterAll(() => smtp.close());

/** The hour of the cap on account mail to one address goes by (rate-limits.ts). */
const anHourPasses = () => t.db.delete(rateLimits).where(like(rateLimits.key, 'accountMailPerRecipient%'));

const RESET_LINK = new RegExp(`${TEST_ORIGIN}/reset-password\\?token=[\\w-]+`);
const signIn = (email: string, password: string) => createClient(t.app).post('/api/auth/sign-in/email', { email, password });
const resetWith = (token: string | null, newPassword: string) =>
  createClient(t.app).post('/api/auth/reset-password', { newPassword, token });

/** Asks for a reset and returns the token of the link it mails. */
async function requestReset(email: string): Promise<string | null> {
  const since = smtp.mails.length;
  expect((await createClient(t.app).post('/api/auth/request-password-reset', { email })).status).toBe(200);
  const mail = await smtp.nextMailTo(email, /Reset your/, 10_000, since);
  return new URL(linkIn(mail, RESET_LINK)).searchParams.get('token');
}

describe('password reset by e-mail', () => {
  it('mails a link whose token sets a new password, once, from the expected sender', async () => {
    const { email, password } = await signUpThroughMail(t, { name: 'Resetter' });
    const token = await requestReset(email);
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
    expect(mail?.raw).toMatch(/^From: Palette Library <hello@example\.com>/m);
    const state = async (of: string | null) => (await createClient(t.app).get<{ usable: boolean }>(`/api/password-links/${of ?? ''}`)).body;
    // A reset link's account is confirmed: no sign-up name to show.
    expect(await state(token)).toEqual({ usable: true, signUpName: null });
    expect((await resetWith(token, 'a-brand-new-one')).status).toBe(200);
    // The page a used link opens says so at once.
    expect(await state(token)).toEqual({ usable: false, signUpName: null });
    expect(await state('NoSuchTokenAtAll123456789')).toEqual({ usable: false, signUpName: null });
    expect((await createClient(t.app).get('/api/password-links/not%20a%20token')).status).toBe(400);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'a-brand-new-one')).status).toBe(200);
    expect((await resetWith(token, 'yet-another-1')).status).toBe(400);
    expect((await signIn(email, 'a-brand-new-one')).status).toBe(200);
  });

  it('ends every other reset link and every session of the account once one link is used', async () => {
    const { email, client: laptop } = await signUpThroughMail(t);
    const phone = createClient(t.app);
    expect((await phone.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status).toBe(200);
    const tokens: Array<string | null> = [];
    for (let i = 0; i < 5; i += 1) {
      await anHourPasses();
      tokens.push(await requestReset(email));
    }
    expect(new Set(tokens).size).toBe(5);

    expect((await resetWith(tokens[4] ?? null, 'newest-link-1')).status).toBe(200);
    const oldest = await resetWith(tokens[0] ?? null, 'oldest-link-1');
    expect(oldest.status).toBe(400);
    expect(oldest.body).toMatchObject({ code: 'INVALID_TOKEN' });
    for (const token of tokens.slice(1, 4)) expect((await resetWith(token, 'another-link-1')).status).toBe(400);
    expect((await signIn(email, 'newest-link-1')).status).toBe(200);
    for (const device of [laptop, phone]) expect((await device.get(`/api/user/email/${email}`)).status).toBe(401);
  });

  it('mails one address at most 3 account mails an hour, and answers every ask alike', async () => {
    const { email } = await buildUser(t);
    const unsent = () => warnings.filter((w) => /^account mail not sent/.test(w)).length;
    const unsentBefore = unsent();
    const before = smtp.mails.length;
    for (let i = 0; i < 4; i += 1)
      expect((await createClient(t.app).post('/api/auth/request-password-reset', { email: email.toUpperCase() })).status).toBe(200);
    // Signing up again with the address would tell its owner so: a fifth mail, held back too.
    const again = await createClient(t.app).post('/api/auth/sign-up/email', { email, password: 'squatter-pass-1', name: 'Someone' });
    expect(again.status).toBe(200);
    await eventually(() => expect(unsent() - unsentBefore).toBe(2));
    // Another address is not held back by it.
    const other = await buildUser(t);
    await requestReset(other.email);
    await eventually(() => expect(smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(3));
    expect(
      smtp.mails
        .slice(before)
        .filter((m) => m.to.includes(email))
        .every((m) => /Reset your/.test(m.text)),
    ).toBe(true);

    // An hour on, the owner can have a link again.
    await anHourPasses();
    expect(await requestReset(email)).toEqual(expect.any(String));
  });

  it('sends nothing for an unknown address but answers the same', async () => {
    const before = smtp.mails.length;
    const res = await createClient(t.app).post('/api/auth/request-password-reset', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    // A known address right after proves the mail path is live, so the ghost's silence is real.
    const { email } = await signUpThroughMail(t);
    await requestReset(email);
    const resets = smtp.mails.slice(before).filter((m) => /Reset your/.test(m.text));
    expect(resets.map((m) => m.to[0])).toEqual([email]);
  });
});
