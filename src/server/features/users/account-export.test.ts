import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { tags } from '#server/db/schema/index.ts';
import { createClient, type TestClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildOwnerStrangerAdmin, buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The raw answer: a ZIP is bytes, which the JSON-minded test client would decode as text. */
async function download(client: TestClient, userId: string) {
  const res = await t.app.request(`/api/users/${userId}/export`, { headers: { cookie: client.cookieHeader() } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const jsonIn = (files: Record<string, Uint8Array>, name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array()));

describe('GET /api/users/{id}/export', () => {
  it('answers 401 to an anonymous caller and 403 to another user and to an admin', async () => {
    const { owner, stranger, admin } = await buildOwnerStrangerAdmin(t);
    expect((await download(createClient(t.app), owner.user.id)).status).toBe(401);
    for (const caller of [stranger, admin]) {
      const res = await download(caller.client, owner.user.id);
      expect(res.status).toBe(403);
      expect(JSON.parse(Buffer.from(res.bytes).toString())).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('gives the owner a ZIP of their palettes as CSV and ASE, their inventory, profile and events as JSON', async () => {
    const owner = await buildUser(t, { name: 'Berthe Morisot' });
    const stranger = await buildUser(t);
    await buildPalette(t.db, { userId: owner.user.id, name: 'Harbour', colorCount: 2, notes: 'Low tide' });
    await buildPalette(t.db, { userId: owner.user.id, name: 'Harbour', colorCount: 1 });
    await buildPalette(t.db, { userId: stranger.user.id, name: 'Not mine', colorCount: 1 });
    await buildInventoryItems(t.db, owner.user.id, [{ paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', note: 'Half a tube' }]);
    await t.db.insert(tags).values({ userId: owner.user.id, name: 'Granulating' });
    expect((await owner.client.post('/api/analytics/events', { name: 'page_view', path: '/studio' })).status).toBe(204);
    const subscribed = { email: owner.email, name: '', autoSubscribe: true, hasOptedIn: true };
    expect((await owner.client.post('/api/subscribe-mailing-list', subscribed)).status).toBe(200);

    const res = await download(owner.client, owner.user.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual([
      'catalogue.json',
      'events.json',
      'inventory.json',
      'palettes.json',
      'palettes/001 Harbour.ase',
      'palettes/001 Harbour.csv',
      'palettes/002 Harbour.ase',
      'palettes/002 Harbour.csv',
      'profile.json',
    ]);
    const csv = strFromU8(files['palettes/001 Harbour.csv'] ?? new Uint8Array()).split('\n');
    expect(csv[1]).toContain('Paint 1');
    expect(csv[2]).toContain('Paint 2');
    expect(strFromU8(files['palettes/002 Harbour.ase']?.slice(0, 4) ?? new Uint8Array())).toBe('ASEF');
    expect(jsonIn(files, 'palettes.json')).toEqual([
      expect.objectContaining({
        name: 'Harbour',
        notes: 'Low tide',
        linkSharing: false,
        notesOnSharedPage: false,
        files: ['palettes/001 Harbour.csv', 'palettes/001 Harbour.ase'],
      }),
      expect.objectContaining({ name: 'Harbour', notes: null }),
    ]);
    expect(jsonIn(files, 'inventory.json')).toEqual([
      expect.objectContaining({ paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', note: 'Half a tube', count: 1 }),
    ]);
    expect(jsonIn(files, 'profile.json')).toEqual({
      user: expect.objectContaining({ id: owner.user.id, email: owner.email, name: 'Berthe Morisot' }),
      signInMethods: ['credential'],
      signInProfile: { name: 'Berthe Morisot', picture: null },
      mailingList: { name: '', subscribed: true, optedInAt: expect.any(String) },
      tags: ['Granulating'],
    });
    expect(jsonIn(files, 'events.json')).toEqual([{ name: 'page_view', path: '/studio', params: {}, at: expect.any(String) }]);
    expect(jsonIn(files, 'catalogue.json')).toEqual({ reports: [], fixes: [] });
  });

  it('gives a person with nothing yet the empty files, and refuses a sixth download within the hour', async () => {
    const person = await buildUser(t);
    const first = unzipSync((await download(person.client, person.user.id)).bytes);
    expect(jsonIn(first, 'palettes.json')).toEqual([]);
    expect(jsonIn(first, 'inventory.json')).toEqual([]);
    for (let i = 0; i < 4; i += 1) expect((await download(person.client, person.user.id)).status).toBe(200);
    const refused = await download(person.client, person.user.id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
