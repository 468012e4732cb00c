import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TInviteSummary, TInviteView } from '#common/schemas/invite.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { authUsers, invites, rateLimits } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';
import { linkIn, startSmtpCapture } from '#server/test/smtp-capture.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let owner: BuiltUser;
let invitee: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

const INVITE_LINK = new RegExp(`${TEST_ORIGIN}/invite/[A-Za-z0-9_-]+`);
const tokenOf = (link: string) => link.split('/invite/')[1] ?? '';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Palette Library <hello@example.com>' });
  owner = await buildUser(t, { name: 'Winslow Homer' });
  invitee = await buildUser(t);
  stranger = await buildUser(t);
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});

afterAll(async () => {
  await smtp.close();
});

// The owner invites in every test; each test starts with the sending budget unspent (the limit
// itself has a test of its own).
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

/** Invites `email` to a new palette of the owner's and returns the palette and the mailed token. */
async function invited(email: string, name = `Harbour ${Math.random().toString(36).slice(2, 7)}`) {
  const palette = await buildPalette(t.db, { userId: owner.user.id, name, medium: 'Gouache' });
  const res = await owner.client.post<TInviteSummary>(`/api/palettes/${palette.id}/invites`, { email });
  expect(res.status).toBe(201);
  const mail = await smtp.nextMailTo(email.toLowerCase(), new RegExp(name));
  return { palette, invite: res.body, token: tokenOf(linkIn(mail, INVITE_LINK)) };
}

describe('creating invitations', () => {
  it('mails a single-use link with a long random token, and lists it as pending', async () => {
    const { palette, invite, token } = await invited(invitee.email.toUpperCase());
    expect(invite).toMatchObject({ inviteeEmail: invitee.email, status: 'pending', acceptedByName: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const listed = await owner.client.get<TInviteSummary[]>(`/api/palettes/${palette.id}/invites`);
    expect(listed.body.map((i) => i.inviteeEmail)).toEqual([invitee.email]);
    // The palette id and the token are different secrets: neither tells the other.
    expect(token).not.toContain(palette.id);
  });

  it('draws every token from 256 random bits (no two alike, every symbol used)', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const res = await owner.client.post(`/api/palettes/${palette.id}/invites`, { email: `friend${i}@example.com` });
      expect(res.status).toBe(201);
    }
    const rows = await t.db.select({ token: invites.token }).from(invites).where(eq(invites.paletteId, palette.id));
    for (const { token } of rows) tokens.add(token);
    expect(tokens.size).toBe(20);
    const symbols = new Set([...tokens].join(''));
    expect(symbols.size).toBeGreaterThan(55);
    expect([...tokens].every((tk) => Buffer.from(tk, 'base64url').length === 32)).toBe(true);
  });

  it('is for the owner or an admin; others get the palette refusals; bad addresses and self-invites are 400', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const path = `/api/palettes/${palette.id}/invites`;
    expect((await createClient(t.app).post(path, { email: 'a@example.com' })).status).toBe(401);
    expect((await stranger.client.post(path, { email: 'a@example.com' })).status).toBe(404);
    expect((await stranger.client.get(path)).status).toBe(404);
    expect((await admin.client.post(path, { email: 'by-admin@example.com' })).status).toBe(201);
    expect((await owner.client.post(path, { email: 'not an address' })).status).toBe(400);
    expect((await owner.client.post(path, { email: owner.email })).status).toBe(400);
    expect((await owner.client.post(path, { email: 'by-admin@example.com' })).status).toBe(409);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true });
    expect((await owner.client.post(`/api/palettes/${master.id}/invites`, { email: 'x@example.com' })).status).toBe(403);
  });

  it('keeps an invitee to viewing: they neither invite others nor revoke', async () => {
    const { palette, invite, token } = await invited(invitee.email);
    await invitee.client.post(`/api/invite/${token}/accept`, { userId: invitee.user.id });
    expect((await invitee.client.post(`/api/palettes/${palette.id}/invites`, { email: 'friend@example.com' })).status).toBe(403);
    expect((await invitee.client.get(`/api/palettes/${palette.id}/invites`)).status).toBe(403);
    expect((await invitee.client.delete(`/api/invites/${invite.id}`)).status).toBe(403);
  });

  it('limits how many invitations one person sends, counted in the database; admins are not limited', async () => {
    const sender = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: sender.user.id });
    const invite = (email: string, user = sender) => user.client.post<{ code: string }>(`/api/palettes/${palette.id}/invites`, { email });
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => invite(`earlier${i}@example.com`)));
    expect(sent.map((res) => res.status)).toEqual(Array.from({ length: 30 }, () => 201));
    const refused = await invite('one-more@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await t.db.$count(invites, eq(invites.inviteeEmail, 'one-more@example.com'))).toBe(0);
    expect((await invite('from-admin@example.com', admin)).status).toBe(201);
    // An hour later the hourly limit has room again.
    await t.db
      .update(rateLimits)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `invitesPerHour:${sender.user.id}`));
    expect((await invite('one-more@example.com')).status).toBe(201);
  });
});

describe('the invitation page and accepting', () => {
  it('needs the invited address to be confirmed: a leaked link is no use to whoever signs up with it', async () => {
    const holder = await buildUser(t);
    const { token } = await invited(holder.email);
    // An account from before confirmation was required, still signed in without a confirmed address.
    await t.db.update(authUsers).set({ emailVerified: false }).where(eq(authUsers.email, holder.email));
    const refused = await holder.client.post<{ message: string }>(`/api/invite/${token}/accept`, { userId: holder.user.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Confirm your e-mail address/);
    await t.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, holder.email));
    expect((await holder.client.post(`/api/invite/${token}/accept`, { userId: holder.user.id })).status).toBe(200);
  });

  it('shows only name, medium and address to anyone with the link; accepting shares the palette once', async () => {
    const { palette, token } = await invited(invitee.email, 'Maine coast');
    const anonymous = createClient(t.app);
    const view = await anonymous.get<TInviteView>(`/api/invite/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      invite: { inviteeEmail: invitee.email, expiresAt: expect.any(String) },
      palette: { name: 'Maine coast', medium: 'Gouache' },
    });

    expect((await anonymous.post(`/api/invite/${token}/accept`, { userId: invitee.user.id })).status).toBe(401);
    const wrongPerson = await stranger.client.post<{ message: string }>(`/api/invite/${token}/accept`, { userId: stranger.user.id });
    expect(wrongPerson.status).toBe(403);
    expect(wrongPerson.body.message).toContain(invitee.email);
    expect((await invitee.client.post(`/api/invite/${token}/accept`, { userId: stranger.user.id })).status).toBe(403);

    const accepted = await invitee.client.post<{ paletteId: string }>(`/api/invite/${token}/accept`, { userId: invitee.user.id });
    expect(accepted.status).toBe(200);
    expect(accepted.body.paletteId).toBe(palette.id);
    const shared = await invitee.client.get<TPalette[]>('/api/palettes/shared?limit=12');
    expect(shared.body.map((p) => p.id)).toContain(palette.id);
    const seen = await invitee.client.get<TPalette>(`/api/palettes/${palette.id}`);
    expect(seen.body.abilities).toMatchObject({ edit: false, rename: false, delete: false, share: false });

    expect((await invitee.client.post(`/api/invite/${token}/accept`, { userId: invitee.user.id })).status).toBe(404);
    expect((await anonymous.get(`/api/invite/${token}`)).status).toBe(404);
    const members = await owner.client.get<TInviteSummary[]>(`/api/palettes/${palette.id}/invites`);
    expect(members.body).toEqual([expect.objectContaining({ inviteeEmail: invitee.email, status: 'accepted' })]);
  });

  it('refuses expired, revoked, unknown and malformed tokens alike', async () => {
    const expired = await invited(invitee.email);
    await t.db.update(invites).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invites.token, expired.token));
    expect((await invitee.client.get(`/api/invite/${expired.token}`)).status).toBe(404);
    expect((await invitee.client.post(`/api/invite/${expired.token}/accept`, { userId: invitee.user.id })).status).toBe(404);
    // An expired invitation makes way for a new one to the same address.
    expect((await owner.client.post(`/api/palettes/${expired.palette.id}/invites`, { email: invitee.email })).status).toBe(201);

    const revoked = await invited(invitee.email);
    expect((await stranger.client.delete(`/api/invites/${revoked.invite.id}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/invites/${revoked.invite.id}`)).status).toBe(204);
    expect((await invitee.client.post(`/api/invite/${revoked.token}/accept`, { userId: invitee.user.id })).status).toBe(404);

    expect((await invitee.client.get(`/api/invite/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await invitee.client.get('/api/invite/short')).status).toBe(400);
  });

  it('revoking access takes the palette out of Shared with me; deleting the palette does too', async () => {
    const first = await invited(invitee.email, 'Revoked later');
    await invitee.client.post(`/api/invite/${first.token}/accept`, { userId: invitee.user.id });
    const second = await invited(invitee.email, 'Deleted later');
    await invitee.client.post(`/api/invite/${second.token}/accept`, { userId: invitee.user.id });
    const sharedNames = async () => (await invitee.client.get<TPalette[]>('/api/palettes/shared')).body.map((p) => p.name);
    expect(await sharedNames()).toEqual(expect.arrayContaining(['Revoked later', 'Deleted later']));

    expect((await admin.client.delete(`/api/invites/${first.invite.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/palettes/${second.palette.id}`)).status).toBe(204);
    const names = await sharedNames();
    expect(names).not.toContain('Revoked later');
    expect(names).not.toContain('Deleted later');
    expect((await invitee.client.get(`/api/palettes/${first.palette.id}`)).status).toBe(404);
    expect((await owner.client.get<TInviteSummary[]>(`/api/palettes/${first.palette.id}/invites`)).body).toEqual([]);
  });
});

describe('link sharing', () => {
  it('names palettes by random version-4 UUIDs, all distinct, so links cannot be guessed or enumerated', async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.client.post<TPalette>('/api/palettes', { name: `Probe ${i}`, medium: 'Watercolor', userId: admin.user.id }),
      ),
    );
    const ids = created.map((res) => res.body.id);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows a link visitor the palette but never the owner's e-mail address", async () => {
    const painter = await buildUser(t);
    const palette = await painter.client.post<TPalette>('/api/palettes', {
      name: 'Private address',
      medium: 'Watercolor',
      userId: painter.user.id,
    });
    expect(palette.body.creatorEmail).toBe(painter.email);
    await painter.client.put(`/api/palettes/${palette.body.id}`, { shareEnabled: true });
    const visitor = await createClient(t.app).get<TPalette>(`/api/palettes/${palette.body.id}?share=true`);
    expect(visitor.body.creatorEmail).toBeNull();
    const signedIn = await stranger.client.get<TPalette>(`/api/palettes/${palette.body.id}?share=true`);
    expect(signedIn.body.creatorEmail).toBeNull();
    const copy = await stranger.client.post<TPalette>(`/api/palettes/copy/${palette.body.id}`, { userId: stranger.user.id });
    expect(copy.body.creatorEmail).toBeNull();
    await stranger.client.delete(`/api/palettes/${copy.body.id}`);
  });

  it('lets visitors open a shared link until the owner turns sharing off', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 2, shareEnabled: true });
    const visitor = createClient(t.app);
    expect((await visitor.get(`/api/palettes/${palette.id}?share=true`)).status).toBe(200);
    expect((await visitor.get(`/api/colors/palette/${palette.id}?share=true`)).status).toBe(200);
    expect((await stranger.client.put(`/api/palettes/${palette.id}`, { shareEnabled: false })).status).toBe(404);
    const off = await owner.client.put<TPalette>(`/api/palettes/${palette.id}`, { shareEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.shareEnabled).toBe(false);
    expect((await visitor.get(`/api/palettes/${palette.id}?share=true`)).status).toBe(404);
    expect((await visitor.get(`/api/colors/palette/${palette.id}?share=true`)).status).toBe(404);
    expect((await stranger.client.get(`/api/palettes/${palette.id}?share=true`)).status).toBe(404);
    expect((await owner.client.get(`/api/palettes/${palette.id}?share=true`)).status).toBe(200);
    expect((await admin.client.put(`/api/palettes/${palette.id}`, { shareEnabled: true })).status).toBe(200);
    expect((await visitor.get(`/api/palettes/${palette.id}?share=true`)).status).toBe(200);
  });
});

describe('saving a copy of a shared palette', () => {
  it('gives link holders and invitees an independent copy of their own, under their quota', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, name: 'Field sketches', colorCount: 3, shareEnabled: true });
    const viaLink = await stranger.client.get<TPalette>(`/api/palettes/${palette.id}?share=true`);
    expect(viaLink.body.abilities).toMatchObject({ copy: true, edit: false });
    const copy = await stranger.client.post<TPalette>(`/api/palettes/copy/${palette.id}`, { userId: stranger.user.id });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Field sketches (Copy)', userId: stranger.user.id, originalPaletteId: null, colorCount: 3 });
    expect(copy.body.abilities).toMatchObject({ edit: true, restore: false });
    expect((await createClient(t.app).post(`/api/palettes/copy/${palette.id}`, { userId: stranger.user.id })).status).toBe(401);

    // The free quota is two palettes: the second copy fills it, the third is refused.
    expect((await stranger.client.post(`/api/palettes/copy/${palette.id}`, { userId: stranger.user.id })).status).toBe(201);
    const third = await stranger.client.post<{ code: string }>(`/api/palettes/copy/${palette.id}`, { userId: stranger.user.id });
    expect(third.status).toBe(403);
    expect(third.body.code).toBe('QUOTA_EXCEEDED');

    // With link sharing off, only people with access may copy.
    await owner.client.put(`/api/palettes/${palette.id}`, { shareEnabled: false });
    const linkOnly = await buildUser(t);
    expect((await linkOnly.client.post(`/api/palettes/copy/${palette.id}`, { userId: linkOnly.user.id })).status).toBe(404);
    const { token } = await invited(linkOnly.email);
    const sharedPalette = await linkOnly.client.post<{ paletteId: string }>(`/api/invite/${token}/accept`, { userId: linkOnly.user.id });
    await owner.client.put(`/api/palettes/${sharedPalette.body.paletteId}`, { shareEnabled: false });
    expect((await linkOnly.client.post(`/api/palettes/copy/${sharedPalette.body.paletteId}`, { userId: linkOnly.user.id })).status).toBe(
      201,
    );
  });
});
