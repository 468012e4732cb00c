import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUser } from '../../../common/schemas/user';
import { users } from '../../db/schema';
import { createClient } from '../../test/client';
import { signUpThroughMail } from '../../test/factories';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { type CapturedMail, linkIn, startSmtpCapture } from '../../test/smtp-capture';

// Mail read from a real SMTP server, as a person reads it.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Palette Library <hello@example.com>' });
});
afterAll(() => smtp.close());

const CONFIRM_LINK = new RegExp(`${TEST_ORIGIN}/confirm-email\\?token=[\\w-]+&email=[^\\s"<>]+`);

const signUp = (email: string, password: string, name = '') =>
  createClient(t.app).post<{ token: string | null; user: Record<string, unknown> }>('/api/auth/sign-up/email', { email, password, name });

/** Follows a confirmation mail as its reader would: opens the link's page and sets a password there. */
async function confirmFrom(mail: CapturedMail, password: string) {
  const link = new URL(linkIn(mail, CONFIRM_LINK));
  expect(link.searchParams.get('email')).toBe(mail.to[0]);
  return createClient(t.app).post('/api/auth/reset-password', { newPassword: password, token: link.searchParams.get('token') });
}

describe('sign-up', () => {
  it('opens no session: the mailed link confirms the address and sets the password, then sign-in works', async () => {
    const email = 'new-painter@example.com';
    const client = createClient(t.app);
    const res = await client.post<{ token: string | null }>('/api/auth/sign-up/email', { email, password: 'first-choice-1', name: 'Rosa' });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(client.hasSession()).toBe(false);
    // The product user exists at once (spec: created after sign-up with the given name).
    const [record] = await t.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(record?.name).toBe('Rosa');

    const first = await smtp.nextMailTo(email, /Confirm your/);
    expect(first.text).toContain('choose your password');
    // Signing in first is refused, and mails a fresh link.
    const since = smtp.mails.length;
    const before = await createClient(t.app).post<{ code: string }>('/api/auth/sign-in/email', { email, password: 'first-choice-1' });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('EMAIL_NOT_VERIFIED');
    const fresh = await smtp.nextMailTo(email, /Confirm your/, 10_000, since);

    expect((await confirmFrom(fresh, 'chosen-on-confirming-2')).status).toBe(200);
    // The first link is spent with it.
    expect((await confirmFrom(first, 'someone-later-3')).status).toBe(400);
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email, password: 'first-choice-1' })).status).toBe(401);
    const signedIn = createClient(t.app);
    expect((await signedIn.post('/api/auth/sign-in/email', { email, password: 'chosen-on-confirming-2' })).status).toBe(200);
    expect((await signedIn.get<TUser>(`/api/user/email/${email}`)).body.email).toBe(email);
  });

  it('answers the same for an address that has an account, and tells its owner by mail instead', async () => {
    const existing = await signUpThroughMail(t, { name: 'Owner' });
    const fresh = `fresh-${Date.now()}@example.com`;
    const [taken, free] = await Promise.all([signUp(existing.email, 'someone-elses-1'), signUp(fresh, 'someone-elses-1')]);
    expect([taken.status, free.status]).toEqual([200, 200]);
    const shape = (body: { token: string | null; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect(taken.headers.getSetCookie()).toEqual(free.headers.getSetCookie());
    const notice = await smtp.nextMailTo(existing.email, /already have/);
    expect(notice.text).toContain('Someone tried to create');
    expect(notice.text).toContain(`${TEST_ORIGIN}/?signin=1`);
    // Nothing changed for the owner.
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email: existing.email, password: existing.password })).status).toBe(
      200,
    );
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email: existing.email, password: 'someone-elses-1' })).status).toBe(
      401,
    );
  });
});

describe('registering an ADMIN_EMAILS address first', () => {
  // The attack an outside test found: sign up with an admin address nobody has registered yet,
  // wait for the real owner to click 'Confirm your e-mail', then sign in with one's own password.
  it('gives the attacker nothing: the owner who confirms sets the password, and only then is admin', async () => {
    const attacker = createClient(t.app);
    expect((await attacker.post('/api/auth/sign-up/email', { email: ADMIN_EMAIL, password: 'attackers-own-1', name: 'Boss' })).status).toBe(
      200,
    );
    expect((await attacker.post('/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: 'attackers-own-1' })).status).toBe(403);
    expect(attacker.hasSession()).toBe(false);

    const confirmation = await smtp.nextMailTo(ADMIN_EMAIL, /Confirm your/);
    expect((await confirmFrom(confirmation, 'owners-own-2')).status).toBe(200);

    const again = await createClient(t.app).post('/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: 'attackers-own-1' });
    expect(again.status).toBe(401);
    expect((await attacker.get('/api/admin/users')).status).toBe(401);
    const owner = createClient(t.app);
    expect((await owner.post('/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: 'owners-own-2' })).status).toBe(200);
    const me = await owner.get<TUser>(`/api/user/email/${ADMIN_EMAIL}`);
    expect(me.body.isAdmin).toBe(true);
    expect((await owner.get('/api/admin/users')).status).toBe(200);
    // The right follows the address, not a stored flag.
    const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(row?.isAdmin).toBe(false);
  });
});
