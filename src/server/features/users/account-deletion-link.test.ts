import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { authAccounts, authVerifications, palettes, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin, buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const deleteAccount = (caller: BuiltUser, body: unknown, userId = caller.user.id) =>
  caller.client.request<{ message: string; code: string } | null>('DELETE', `/api/users/${userId}`, body);
const askForLink = (caller: BuiltUser['client'], userId: string) =>
  caller.post<{ message: string; code: string }>(`/api/users/${userId}/deletion-link`);

/** The token of the newest deletion link mailed to `person`. */
async function mailedToken(person: BuiltUser, count = 1): Promise<string> {
  const mailed = await t.outbox.next(person.email, /^Confirm the deletion of your/);
  await expect.poll(() => t.outbox.mails.filter((mail) => mail.to === person.email).length).toBe(count);
  const last = t.outbox.mails.filter((mail) => mail.to === person.email).at(-1) ?? mailed;
  const token = /\/delete-account\?token=([\w%-]+)/.exec(last.text)?.[1];
  if (!token) throw new Error(`no deletion link in:\n${last.text}`);
  return decodeURIComponent(token);
}

const signedIn = async (person: BuiltUser) => (await person.client.get(`/api/user/email/${person.email}`)).status === 200;

describe('POST /api/users/{id}/deletion-link', () => {
  it('answers 401 to an anonymous caller, 403 to another user and an admin, and mails the owner', async () => {
    const { owner, stranger, admin } = await buildOwnerStrangerAdmin(t);
    expect((await askForLink(createClient(t.app), owner.user.id)).status).toBe(401);
    expect((await askForLink(stranger.client, owner.user.id)).status).toBe(403);
    expect((await askForLink(admin.client, owner.user.id)).status).toBe(403);
    expect((await askForLink(owner.client, owner.user.id)).status).toBe(200);
    const mail = await t.outbox.next(owner.email, /^Confirm the deletion of your/);
    expect(mail.text).toContain('it works once, for one hour');
    expect(t.outbox.mails.filter((sent) => sent.to === stranger.email || sent.to === admin.email)).toEqual([]);
  });

  it('mails a few links an hour, then answers 429', async () => {
    const person = await buildUser(t);
    for (let i = 0; i < 3; i += 1) expect((await askForLink(person.client, person.user.id)).status).toBe(200);
    const refused = await askForLink(person.client, person.user.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('DELETE /api/users/{id} with the mailed link', () => {
  it('deletes the account of the signed-in owner once, and a spent link deletes nothing', async () => {
    const person = await buildUser(t);
    await askForLink(person.client, person.user.id);
    const token = await mailedToken(person);
    expect((await deleteAccount(person, { token })).status).toBe(204);
    expect(await signedIn(person)).toBe(false);
    // The same link again, by the next account of that address: nothing to use.
    const next = await buildUser(t, { email: person.email });
    const again = await deleteAccount(next, { token });
    expect(again.status).toBe(403);
    expect(await signedIn(next)).toBe(true);
  });

  it("refuses another person's link, a replaced link and an expired one", async () => {
    const { owner, stranger } = await buildOwnerStrangerAdmin(t);
    await askForLink(owner.client, owner.user.id);
    const first = await mailedToken(owner);
    expect((await deleteAccount(stranger, { token: first })).status).toBe(403);
    await askForLink(owner.client, owner.user.id);
    const second = await mailedToken(owner, 2);
    const replaced = await deleteAccount(owner, { token: first });
    expect(replaced.status).toBe(403);
    expect(replaced.body).toMatchObject({ message: 'This link has expired or was already used. Ask for a new one in Profile Settings.' });
    await t.db
      .update(authVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(like(authVerifications.identifier, 'delete-account:%'), eq(authVerifications.value, owner.user.id)));
    expect((await deleteAccount(owner, { token: second })).status).toBe(403);
    expect(await signedIn(owner)).toBe(true);
    expect(await signedIn(stranger)).toBe(true);
  });

  it('is how an account without a password (Google) confirms; a password is refused there', async () => {
    const person = await buildUser(t);
    const [identity] = await t.db.select({ id: users.authUserId }).from(users).where(eq(users.id, person.user.id));
    await t.db
      .update(authAccounts)
      .set({ providerId: 'google', password: null })
      .where(eq(authAccounts.userId, identity?.id ?? ''));
    const byPassword = await deleteAccount(person, { password: person.password });
    expect(byPassword.status).toBe(400);
    expect(byPassword.body).toMatchObject({ message: 'Your account has no password: confirm with the link we e-mail you.' });
    await askForLink(person.client, person.user.id);
    expect((await deleteAccount(person, { token: await mailedToken(person) })).status).toBe(204);
    expect(await signedIn(person)).toBe(false);
  });
});

describe('an admin deleting their account', () => {
  it('is refused for the last admin; with another, their masters stay with the longest-standing admin', async () => {
    // This test decides who is an admin: nobody but the two it makes.
    await t.db.update(users).set({ isAdmin: false });
    const first = await buildUser(t);
    await makeAdmin(t.db, first.user.id);
    const master = await buildPalette(t.db, {
      userId: first.user.id,
      isOriginal: true,
      isDistributed: true,
      creatorName: first.user.name,
      creatorEmail: first.email,
      colorCount: 2,
    });
    const painter = await buildUser(t);
    const copy = (await painter.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    expect(copy).toBeDefined();

    const refused = await deleteAccount(first, { password: first.password });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONFLICT',
      message: 'You are the last admin. Make someone else an admin before you delete your account.',
    });
    expect(await signedIn(first)).toBe(true);

    const older = await buildUser(t);
    const newer = await buildUser(t);
    await t.db.update(users).set({ createdAt: sql`now() - interval '1 year'` }).where(eq(users.id, older.user.id));
    await makeAdmin(t.db, older.user.id);
    await makeAdmin(t.db, newer.user.id);
    expect((await deleteAccount(first, { password: first.password })).status).toBe(204);

    const [kept] = await t.db.select({ userId: palettes.userId }).from(palettes).where(eq(palettes.id, master.id));
    expect(kept?.userId).toBe(older.user.id);
    const asAdmin = await older.client.get<TPalette>(`/api/palettes/${master.id}`);
    expect(asAdmin.body).toMatchObject({ isOriginal: true, colorCount: 2, creatorName: null, creatorEmail: null });
    expect((await painter.client.get<TPalette>(`/api/palettes/${copy?.id}`)).status).toBe(200);
  });
});
