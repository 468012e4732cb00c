import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { App } from '#server/app.ts';
import { shoppingListShares } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from './factories';
import type { TestApp } from './harness';
import { buildPalette, makeAdmin } from './palette-factories';

/**
 * A little of everything an instance holds, made through the API: an artist's palette with colors
 * (notes, pigments, a catalogue link, a tag), their copy of a curated master (a palette pointing at
 * another), an analytics event, sessions, their studio inventory and their shopping list's link.
 * For the tests that carry a database elsewhere (backups, the move to PostgreSQL) and read it back.
 */
export async function buildEstate(t: TestApp): Promise<{ artist: BuiltUser; admin: BuiltUser }> {
  const admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  const master = await buildPalette(t.db, {
    userId: admin.user.id,
    name: 'Brand essentials',
    isOriginal: true,
    isDistributed: true,
    colorCount: 3,
  });
  const artist = await buildUser(t);
  const created = await artist.client.post<TPalette>('/api/palettes', {
    name: 'Plein air',
    medium: 'Watercolor',
    userId: artist.user.id,
    tags: ['travel'],
    notes: 'Small tin "A"',
  });
  expect(created.status).toBe(201);
  const paint = (await artist.client.get<Array<{ id: string }>>('/api/paints/search?q=ultramarine')).body[0];
  const colors = [
    {
      position: 1,
      paintName: 'French Ultramarine',
      hexCode: '#1F3A93',
      pigmentCode: 'PB29',
      cataloguePaintId: paint?.id,
      personalNotes: 'Granulates,\nlovely',
    },
    { position: 2, paintName: 'Quinacridone Rose', hexCode: '#D81B60', lightfastness: 'I-Excellent' },
    { isInWorkingArea: true, workingAreaPosition: 0, paintName: 'Test mix', hexCode: '#6D8F3A' },
  ];
  for (const color of colors) {
    const res = await artist.client.post<TColor>('/api/colors', { paletteId: created.body.id, ...color });
    expect(res.status).toBe(201);
  }
  const tag = await artist.client.post<{ id: string }>('/api/tags', { userId: artist.user.id, name: 'granulating' });
  const first = (await artist.client.get<TColor[]>(`/api/colors/palette/${created.body.id}`)).body[0];
  expect((await artist.client.post(`/api/colors/${first?.id}/tags`, { tagId: tag.body.id, userId: artist.user.id })).status).toBe(201);
  expect((await artist.client.post(`/api/palettes/copy/${master.id}`, { userId: artist.user.id })).status).toBe(201);
  expect((await artist.client.post('/api/analytics/events', { name: 'page_view', path: '/palettes' })).status).toBe(204);
  // Issue 28: their studio (a paint by hand, and the palette's paints on the wishlist) and their shopping list's link.
  const item = { paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#8A3B1E', form: 'half pan', note: 'Nearly gone' };
  expect((await artist.client.post('/api/inventory', item)).status).toBe(201);
  expect((await artist.client.post(`/api/inventory/from-palette/${created.body.id}`, { as: 'wish' })).status).toBe(200);
  await t.db.insert(shoppingListShares).values({ userId: artist.user.id, token: randomBytes(32).toString('base64url') });
  return { artist, admin };
}

/** What the artist sees of their palettes, colors and studio through `app`, signed in with the same cookie. */
export async function artistsView(app: App, artist: BuiltUser) {
  const client = artist.client.through(app);
  const palettes = await client.get<TPalette[]>('/api/palettes/user');
  expect(palettes.status).toBe(200);
  const colors = await Promise.all(palettes.body.map(async (p) => (await client.get<TColor[]>(`/api/colors/palette/${p.id}`)).body));
  const inventory = await client.get<TInventoryItem[]>('/api/inventory');
  expect(inventory.status).toBe(200);
  return { palettes: palettes.body, colors, inventory: inventory.body };
}
