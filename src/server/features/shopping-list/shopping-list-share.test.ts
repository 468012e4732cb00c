import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildOwnerStrangerAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, stranger, admin } = await buildOwnerStrangerAdmin(t));
  await buildInventoryItems(t.db, owner.user.id, [
    { paintName: 'Cobalt Teal', manufacturer: 'Daniel Smith', wish: true, count: 0, note: 'For the sea in the harbour study' },
    { paintName: 'Burnt Sienna', manufacturer: 'Winsor & Newton', level: 'low', note: 'Tube 2 of 3' },
  ]);
  await buildInventoryItems(t.db, stranger.user.id, [{ paintName: 'Stranger’s wish', wish: true, count: 0 }]);
});

const share = (user: BuiltUser, enabled: boolean) => user.client.put<TShoppingList>('/api/shopping-list/share', { enabled });
const sharedBy = (token: string, client = createClient(t.app)) => client.get<TShoppingList>(`/api/shopping-list/shared/${token}`);
const namesIn = (list: TShoppingList) => list.groups.flatMap((group) => group.items.map((item) => item.paintName));

describe('PUT /api/shopping-list/share', () => {
  it('answers 401 without a session and 400 to a body that is not { enabled }, sharing nothing', async () => {
    expect((await createClient(t.app).put('/api/shopping-list/share', { enabled: true })).status).toBe(401);
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, userId: stranger.user.id }]) {
      expect((await owner.client.put('/api/shopping-list/share', body)).status).toBe(400);
    }
    expect((await owner.client.get<TShoppingList>('/api/shopping-list')).body.shareToken).toBeNull();
  });

  it('turns the link on with an unguessable token, keeps it when asked again, and kills it when turned off', async () => {
    const on = await share(owner, true);
    expect(on.status).toBe(200);
    const token = on.body.shareToken ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(namesIn(on.body)).toEqual(['Cobalt Teal', 'Burnt Sienna']);
    expect((await owner.client.get<TShoppingList>('/api/shopping-list')).body.shareToken).toBe(token);
    expect((await share(owner, true)).body.shareToken).toBe(token);
    expect((await sharedBy(token)).status).toBe(200);

    const off = await share(owner, false);
    expect(off.status).toBe(200);
    expect(off.body.shareToken).toBeNull();
    expect(namesIn(off.body)).toEqual(['Cobalt Teal', 'Burnt Sienna']);
    expect((await owner.client.get<TShoppingList>('/api/shopping-list')).body.shareToken).toBeNull();
    const revoked = await sharedBy(token);
    expect(revoked.status).toBe(404);
    expect(revoked.body).toMatchObject({ code: 'NOT_FOUND' });

    const again = (await share(owner, true)).body.shareToken;
    expect(again).toMatch(/^[\w-]{43}$/);
    expect(again).not.toBe(token);
    expect((await sharedBy(token)).status).toBe(404);
    expect((await share(owner, false)).status).toBe(200);
  });

  it('shares each person’s own list only, an admin’s included, and leaves the others’ links alone', async () => {
    const ownerToken = (await share(owner, true)).body.shareToken ?? '';
    const strangerToken = (await share(stranger, true)).body.shareToken ?? '';
    const adminList = await share(admin, true);
    expect(adminList.status).toBe(200);
    expect(namesIn(adminList.body)).toEqual([]);
    expect(new Set([ownerToken, strangerToken, adminList.body.shareToken]).size).toBe(3);
    expect(namesIn((await sharedBy(strangerToken)).body)).toEqual(['Stranger’s wish']);
    expect((await share(stranger, false)).status).toBe(200);
    expect((await share(admin, false)).status).toBe(200);
    expect((await sharedBy(strangerToken)).status).toBe(404);
    expect(namesIn((await sharedBy(ownerToken)).body)).toEqual(['Cobalt Teal', 'Burnt Sienna']);
    expect((await share(owner, false)).status).toBe(200);
  });
});

describe('GET /api/shopping-list/shared/{token}', () => {
  it('shows anyone with the link the list as it stands, without its notes or its token', async () => {
    const token = (await share(owner, true)).body.shareToken ?? '';
    const own = (await owner.client.get<TShoppingList>('/api/shopping-list')).body;
    expect(own.groups.flatMap((group) => group.items.map((item) => item.note))).toEqual([
      'For the sea in the harbour study',
      'Tube 2 of 3',
    ]);
    const withoutNotes = {
      shareToken: null,
      groups: own.groups.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, note: null })) })),
    };
    for (const reader of [createClient(t.app), stranger.client, admin.client, owner.client]) {
      const res = await sharedBy(token, reader);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(withoutNotes);
    }
    await buildInventoryItems(t.db, owner.user.id, [{ paintName: 'Added later', manufacturer: 'Daniel Smith', wish: true, count: 0 }]);
    expect(namesIn((await sharedBy(token)).body)).toEqual(['Added later', 'Cobalt Teal', 'Burnt Sienna']);
    expect((await share(owner, false)).status).toBe(200);
  });

  it('answers 404 to a token nobody shares and 400 to one that is not a link’s', async () => {
    expect((await sharedBy('A'.repeat(43))).status).toBe(404);
    expect((await sharedBy('not-a-token')).status).toBe(400);
  });
});

describe('Buy clicks on the shopping list', () => {
  it('are counted as the buy_click event, from the person’s list and from a shared one, without the link’s token', async () => {
    const painter = await buildUser(t);
    const visitor = createClient(t.app);
    const token = (await share(owner, true)).body.shareToken ?? '';
    const click = { name: 'buy_click', params: { paint: 'Cobalt Teal', manufacturer: 'Daniel Smith' } };
    expect((await painter.client.post('/api/analytics/events', { ...click, path: '/studio/shopping' })).status).toBe(204);
    expect((await visitor.post('/api/analytics/events', { ...click, path: `/shopping/${token}` })).status).toBe(204);
    const clicks = await t.db
      .select({ path: analyticsEvents.path, params: analyticsEvents.params, userId: analyticsEvents.userId })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'buy_click'));
    expect(clicks).toEqual(
      expect.arrayContaining([
        { path: '/studio/shopping', params: click.params, userId: painter.user.id },
        { path: '/shopping/:token', params: click.params, userId: null },
      ]),
    );
    expect(clicks).toHaveLength(2);
  });
});
