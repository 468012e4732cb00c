import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import type { TAdminUsersPage } from '#common/schemas/admin.ts';
import type { TPasswordLinkState } from '#common/schemas/auth.ts';
import type { TUser } from '#common/schemas/user.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { buildUser, signUpThroughMail } from '#server/test/factories.ts';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';
import { type CapturedMail, linkIn, startSmtpCapture } from '#server/test/smtp-capture.ts';

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
    // Both set the same cookies (the sign-up's registrant cookie, registrant.ts), values aside.
    const cookiesOf = (res: typeof taken) => res.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, '=…'));
    expect(cookiesOf(taken)).toEqual(cookiesOf(free));
    expect(cookiesOf(free)).toHaveLength(1);
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
    // Nothing the attacker chose stays: the name is the address's again (the owner gives theirs on the page).
    expect(me.body.name).toBe('admin');
  });
});

// Issue 27: the browser that signed up confirms with one button, keeping the password given then.
describe('confirming in the browser that signed up', () => {
  const tokenOf = (mail: CapturedMail) => new URL(linkIn(mail, CONFIRM_LINK)).searchParams.get('token') ?? '';
  const byRegistrant = async (client: ReturnType<typeof createClient>, token: string) =>
    (await client.get<{ byRegistrant: boolean }>(`/api/auth/confirm-registration?token=${encodeURIComponent(token)}`)).body.byRegistrant;

  it('keeps the password given at sign-up and signs in, for that browser only', async () => {
    const email = 'one-password@example.com';
    const browser = createClient(t.app);
    expect((await browser.post('/api/auth/sign-up/email', { email, password: 'typed-once-1', name: 'Berthe' })).status).toBe(200);
    const token = tokenOf(await smtp.nextMailTo(email, /Confirm your/));

    const elsewhere = createClient(t.app);
    expect(await byRegistrant(elsewhere, token)).toBe(false);
    expect(await byRegistrant(browser, token)).toBe(true);
    const refused = await elsewhere.post<{ code: string }>('/api/auth/confirm-registration', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NOT_THE_REGISTRANT');

    expect((await browser.post('/api/auth/confirm-registration', { token })).status).toBe(200);
    expect(browser.hasSession()).toBe(true);
    const me = await browser.get<TUser>(`/api/user/email/${email}`);
    expect(me.body).toMatchObject({ email, name: 'Berthe' });
    // The link is spent, and the password given at sign-up is the account's.
    expect((await browser.post('/api/auth/confirm-registration', { token })).status).toBe(403);
    expect((await createClient(t.app).post('/api/auth/reset-password', { newPassword: 'another-one-2', token })).status).toBe(400);
    expect((await createClient(t.app).post('/api/auth/sign-in/email', { email, password: 'typed-once-1' })).status).toBe(200);
  });

  it('is no way in for someone who signs up with an address another registered first', async () => {
    const email = 'registered-first@example.com';
    const squatter = createClient(t.app);
    expect((await squatter.post('/api/auth/sign-up/email', { email, password: 'squatters-own-1', name: 'Squatter' })).status).toBe(200);
    await smtp.nextMailTo(email, /Confirm your/);
    // The owner signs up too, in their own browser: the fresh link they get is not theirs to keep a password by.
    const since = smtp.mails.length;
    const owner = createClient(t.app);
    expect((await owner.post('/api/auth/sign-up/email', { email, password: 'owners-own-1', name: 'Owner' })).status).toBe(200);
    const token = tokenOf(await smtp.nextMailTo(email, /Confirm your/, 10_000, since));
    expect(await byRegistrant(owner, token)).toBe(false);
    expect((await owner.post('/api/auth/confirm-registration', { token })).status).toBe(403);
    // The squatter's browser holds a cookie for the account, but not the link, which went to the owner.
    expect(await byRegistrant(squatter, 'not-the-mailed-token')).toBe(false);
    expect((await squatter.post('/api/auth/confirm-registration', { token: 'not-the-mailed-token' })).status).toBe(403);
    // The owner chooses the password; the squatter's name goes.
    expect((await owner.post('/api/auth/reset-password', { newPassword: 'owners-own-1', token })).status).toBe(200);
    expect((await owner.post('/api/auth/sign-in/email', { email, password: 'owners-own-1' })).status).toBe(200);
    expect((await owner.get<TUser>(`/api/user/email/${email}`)).body.name).toBe('registered-first');
  });
});

// Issue 41 item 5: confirmed from another browser, an account lost the name given at sign-up.
describe('the name given at sign-up, confirmed from another browser', () => {
  const tokenOf = (mail: CapturedMail) => new URL(linkIn(mail, CONFIRM_LINK)).searchParams.get('token') ?? '';
  const linkState = async (token: string) => (await createClient(t.app).get<TPasswordLinkState>(`/api/password-links/${token}`)).body;
  const confirm = (token: string, body: Record<string, unknown>) =>
    createClient(t.app).post<{ message: string; code: string }>('/api/auth/reset-password', {
      newPassword: 'owners-own-1',
      token,
      ...body,
    });
  async function signedUp(email: string, name: string) {
    expect((await signUp(email, 'registrants-1', name)).status).toBe(200);
    return tokenOf(await smtp.nextMailTo(email, /Confirm your/));
  }
  async function signedIn(email: string) {
    const client = createClient(t.app);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'owners-own-1' })).status).toBe(200);
    return client;
  }

  it("is shown on the link's page and kept when the owner keeps it: header, invitation mails and the admin list say it", async () => {
    const email = `wren-${Date.now()}@example.com`;
    const token = await signedUp(email, '  Wren Painter ');
    expect(await linkState(token)).toEqual({ usable: true, signUpName: 'Wren Painter' });
    expect((await confirm(token, { name: 'Wren Painter' })).status).toBe(200);

    const wren = await signedIn(email);
    const me = (await wren.get<TUser>(`/api/user/email/${email}`)).body;
    expect(me).toMatchObject({ name: 'Wren Painter', displayName: null });
    const [identity] = await t.db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.email, email));
    expect(identity?.name).toBe('Wren Painter');
    // Her invitation mail names her.
    const palette = await buildPalette(t.db, { userId: me.id, name: 'Estuary' });
    const friend = `friend-of-wren-${Date.now()}@example.com`;
    expect((await wren.post(`/api/palettes/${palette.id}/invites`, { email: friend })).status).toBe(201);
    expect((await smtp.nextMailTo(friend, /Estuary/)).text).toContain('Wren Painter invited you');
    // So does the admin list.
    const admin = await buildUser(t);
    await makeAdmin(t.db, admin.user.id);
    const listed = await admin.client.get<TAdminUsersPage>(`/api/admin/users?search=${encodeURIComponent(email)}`);
    expect(listed.body.users.map((user) => user.name)).toEqual(['Wren Painter']);
  });

  it("shows the owner a name someone else signed their address up under, and takes the owner's instead", async () => {
    const email = `cassatt-${Date.now()}@example.com`;
    const token = await signedUp(email, 'Squatter<b>');
    expect(await linkState(token)).toEqual({ usable: true, signUpName: 'Squatter<b>' });
    expect((await confirm(token, { name: ' Mary Cassatt ' })).status).toBe(200);
    const owner = await signedIn(email);
    expect((await owner.get<TUser>(`/api/user/email/${email}`)).body.name).toBe('Mary Cassatt');
    const [identity] = await t.db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.email, email));
    expect(identity?.name).toBe('Mary Cassatt');
  });

  it('refuses a name that is no display name with 400, and the link still works', async () => {
    const email = `rules-${Date.now()}@example.com`;
    const token = await signedUp(email, '');
    expect(await linkState(token)).toEqual({ usable: true, signUpName: null });
    for (const name of ['   ', 'x'.repeat(LIMITS.displayNameMax + 1), 5, null, ['Wren']]) {
      const refused = await confirm(token, { name });
      expect({ name, status: refused.status }).toEqual({ name, status: 400 });
      expect(refused.body).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
    }
    expect(await linkState(token)).toMatchObject({ usable: true });
    // A sign-up name is a display name too (or blank).
    const long = await signUp(`long-${Date.now()}@example.com`, 'registrants-1', 'x'.repeat(LIMITS.displayNameMax + 1));
    expect(long.status).toBe(400);
  });

  it('gives a name of at most 50 characters, and none for a reset link, whose name posts change nothing', async () => {
    const email = `legacy-${Date.now()}@example.com`;
    const token = await signedUp(email, 'Someone');
    // An account from before sign-up names had the display name's limit.
    await t.db
      .update(authUsers)
      .set({ name: ` ${'L'.repeat(80)}` })
      .where(eq(authUsers.email, email));
    expect(await linkState(token)).toEqual({ usable: true, signUpName: 'L'.repeat(LIMITS.displayNameMax) });

    const { email: confirmed } = await signUpThroughMail(t, { name: 'Berthe' });
    expect((await createClient(t.app).post('/api/auth/request-password-reset', { email: confirmed })).status).toBe(200);
    const reset = new URL(
      linkIn(await smtp.nextMailTo(confirmed, /Reset your/), new RegExp(`${TEST_ORIGIN}/reset-password\\?token=[\\w-]+`)),
    );
    const resetToken = reset.searchParams.get('token') ?? '';
    expect(await linkState(resetToken)).toEqual({ usable: true, signUpName: null });
    expect((await confirm(resetToken, { name: 'Not Berthe' })).status).toBe(200);
    expect((await (await signedIn(confirmed)).get<TUser>(`/api/user/email/${confirmed}`)).body.name).toBe('Berthe');
  });
});
