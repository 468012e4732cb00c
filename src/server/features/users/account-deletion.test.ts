import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { colors, colorTags, invites, shoppingListShares, tags } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser, signUpThroughMail } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildAcceptedInvite, buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';
import { type StorageDriver, startLocal, uploadAs } from '#server/test/storage-drivers.ts';

let t: TestApp;
let driver: StorageDriver;

beforeAll(async () => {
  driver = await startLocal();
  t = await createTestApp(driver.env);
});
afterAll(() => driver.stop());

const deleteAccount = (caller: BuiltUser['client'], userId: string, body: unknown) =>
  caller.request<{ message: string; code: string } | null>('DELETE', `/api/users/${userId}`, body);

/** Of every table of the schema, those with rows whose text holds any of `values`, and how many. */
async function rowsHolding(values: string[]): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const holds = sql.join(
      values.map((value) => sql`strpos(r::text, ${value}) > 0`),
      sql` or `,
    );
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(name)} as r where ${holds}`);
    if (row && row.n > 0) found[name] = row.n;
  }
  return found;
}

/** A painter with something in every place the app keeps a person's things, and the ids that name them. */
async function buildPainterEstate() {
  const { owner, stranger, admin } = await buildOwnerStrangerAdmin(t);
  const own = await buildPalette(t.db, { userId: owner.user.id, colorCount: 3 });
  const mix = await owner.client.post(`/api/palettes/${own.id}/mixes`, {
    targetHex: '#6B625A',
    targetName: null,
    paints: [{ paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93', parts: 1 }],
    strength: 1,
    notes: 'Shadows on the barn',
  });
  expect(mix.status).toBe(201);
  const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true, creatorEmail: admin.email });
  const pushed = await buildPalette(t.db, { userId: owner.user.id, originalPaletteId: master.id, isPushedByAdmin: true });
  const [tag] = await t.db.insert(tags).values({ userId: owner.user.id, name: 'Granulating' }).returning();
  const [color] = await t.db.select().from(colors).where(eq(colors.paletteId, own.id)).limit(1);
  if (!tag || !color) throw new Error('no tag or color');
  await t.db.insert(colorTags).values({ colorId: color.id, tagId: tag.id });
  // Invitations sent, accepted and waiting, both ways.
  await buildAcceptedInvite(t.db, { paletteId: own.id, invitedBy: owner, invitee: stranger });
  const theirs = await buildPalette(t.db, { userId: stranger.user.id, colorCount: 1 });
  const another = await buildPalette(t.db, { userId: stranger.user.id });
  await buildAcceptedInvite(t.db, { paletteId: theirs.id, invitedBy: stranger, invitee: owner });
  await t.db.insert(invites).values({
    token: randomBytes(32).toString('base64url'),
    paletteId: another.id,
    inviteeEmail: owner.email,
    invitedByUserId: stranger.user.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await buildInventoryItems(t.db, owner.user.id, [{ paintName: 'Quinacridone Gold', note: 'Half a tube left' }]);
  await t.db.insert(shoppingListShares).values({ userId: owner.user.id, token: randomBytes(32).toString('base64url') });
  expect((await owner.client.post('/api/analytics/events', { name: 'page_view', path: '/studio' })).status).toBe(204);
  const subscribed = { email: owner.email, name: '', autoSubscribe: true, hasOptedIn: true };
  expect((await owner.client.post('/api/subscribe-mailing-list', subscribed)).status).toBe(200);
  expect((await owner.client.post(`/api/users/${owner.user.id}/deletion-link`)).status).toBe(200);
  // An avatar, and an upload never used.
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const upload = await uploadAs(t.app, owner.client, picture);
  const avatar = await owner.client.put<{ avatarUrl: string }>(`/api/users/${owner.user.id}/avatar`, { avatarUrl: upload.uploadURL });
  expect(avatar.status).toBe(200);
  await uploadAs(t.app, owner.client, picture);
  const [identity] = await queryRows<{ id: string }>(t.db, sql`select auth_user_id as id from users where id = ${owner.user.id}`);
  if (!identity) throw new Error('no identity');
  const names = [owner.user.id, identity.id, owner.email, own.id, pushed.id, tag.id];
  return { owner, stranger, admin, own, master, pushed, theirs, avatarUrl: avatar.body.avatarUrl, names };
}

describe('DELETE /api/users/{id}', () => {
  it('answers 401 to an anonymous caller and 403 to another user and to an admin', async () => {
    const { owner, stranger, admin } = await buildOwnerStrangerAdmin(t);
    const anonymous = await deleteAccount(createClient(t.app), owner.user.id, { password: owner.password });
    expect(anonymous.status).toBe(401);
    for (const caller of [stranger, admin]) {
      const res = await deleteAccount(caller.client, owner.user.id, { password: caller.password });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await owner.client.get(`/api/user/email/${owner.email}`)).status).toBe(200);
  });

  it('refuses a wrong password and a body that is neither a password nor a link', async () => {
    const { client, user } = await buildUser(t);
    const wrong = await deleteAccount(client, user.id, { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: 'That password is not right.' });
    expect((await deleteAccount(client, user.id, { password: 'x', token: 'y' })).status).toBe(400);
    expect((await deleteAccount(client, user.id, {})).status).toBe(400);
    expect((await client.get(`/api/user/email/${user.email}`)).status).toBe(200);
  });

  it('leaves no row of the person in any table, nor their avatar, and ends their sessions', async () => {
    const estate = await buildPainterEstate();
    const { owner, stranger, admin } = estate;
    const before = await rowsHolding(estate.names);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'analytics_events',
        'auth_accounts',
        'auth_sessions',
        'auth_users',
        'auth_verifications',
        'color_tags',
        'colors',
        'invites',
        'inventory_items',
        'mailing_list_subscriptions',
        'palette_mixes',
        'palettes',
        'rate_limits',
        'shopping_list_shares',
        'studio_changes',
        'studio_revisions',
        'tags',
        'users',
      ]),
    );

    const res = await deleteAccount(owner.client, owner.user.id, { password: owner.password });
    expect(res.status).toBe(204);

    expect(await rowsHolding(estate.names)).toEqual({});
    expect((await owner.client.get(`/api/user/email/${owner.email}`)).status).toBe(401);
    expect((await t.app.request(new URL(estate.avatarUrl).pathname)).status).toBe(404);
    // Everyone else keeps what is theirs: the stranger their palette, the admin the master.
    expect((await stranger.client.get<TPalette>(`/api/palettes/${estate.theirs.id}`)).status).toBe(200);
    expect((await admin.client.get<TPalette>(`/api/palettes/${estate.master.id}`)).body).toMatchObject({ name: estate.master.name });
    expect((await stranger.client.get<TPalette[]>('/api/palettes/shared')).body).toEqual([]);
  });

  it('lets the address sign up again as a new person with nothing of the old account', async () => {
    const { owner, own } = await buildPainterEstate();
    expect((await deleteAccount(owner.client, owner.user.id, { password: owner.password })).status).toBe(204);

    const again = await signUpThroughMail(t, { email: owner.email, password: 'a-new-beginning-2' });
    expect(again.user).toMatchObject({ email: owner.email, displayName: null, avatarUrl: null, isAdmin: false });
    expect(again.user.id).not.toBe(owner.user.id);
    // Only what every new person gets: copies of the distributed masters.
    const library = (await again.client.get<TPalette[]>('/api/palettes/user')).body;
    expect(library.filter((palette) => !palette.isPushedByAdmin)).toEqual([]);
    expect((await again.client.get(`/api/palettes/${own.id}`)).status).toBe(404);
    expect((await again.client.get<TUser>(`/api/user/email/${owner.email}`)).body.id).toBe(again.user.id);
  });
});
