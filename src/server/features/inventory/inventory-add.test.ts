import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import type { TAddInventoryResult, TInventoryItem } from '#common/schemas/inventory.ts';
import { inventoryItems } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { inventoryTestBed } from './test-paints';

const bed = inventoryTestBed();

const add = (who: BuiltUser, body: object) =>
  who.client.post<TAddInventoryResult & { code?: string; message?: string }>('/api/inventory', body);
const listOf = async (who: BuiltUser) => (await who.client.get<TInventoryItem[]>('/api/inventory')).body;

describe('GET /api/inventory', () => {
  it("lists the caller's own items by name, and nobody else's, admins' included", async () => {
    await buildInventoryItems(bed.t.db, bed.owner.user.id, [
      { paintName: 'viridian' },
      { paintName: 'Burnt Sienna' },
      { paintName: 'Aureolin' },
    ]);
    await buildInventoryItems(bed.t.db, bed.stranger.user.id, [{ paintName: 'Not yours' }]);
    expect((await listOf(bed.owner)).map((item) => item.paintName)).toEqual(['Aureolin', 'Burnt Sienna', 'viridian']);
    expect((await listOf(bed.admin)).map((item) => item.paintName)).not.toContain('Aureolin');
    expect((await createClient(bed.t.app).get('/api/inventory')).status).toBe(401);
  });

  it('shows each item in the list exactly as its own answer does: Buy link, nulls, quotes and accents', async () => {
    const painter = await buildUser(bed.t);
    const added = [
      await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, form: 'pan', level: 'low', count: 2, note: 'Half used "on paper"' }),
      await add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue, wish: true, count: 0 }),
      await add(painter, {
        paintName: 'Vert émeraude \\ 𝒢',
        manufacturer: null,
        hexCode: '#2E8B57',
        form: 'other',
        note: 'line one\nline two',
      }),
    ].map((res) => res.body.item);
    expect(added[0]?.buyLink).toBe('https://shop.example.com/wn-french-ultramarine');
    const listed = await listOf(painter);
    expect(listed).toHaveLength(3);
    for (const item of added) expect(listed.find((row) => row.id === item?.id)).toEqual(item);
  });

  it('answers with the same number of queries for 400 items as for 1', async () => {
    const few = await buildUser(bed.t);
    const many = await buildUser(bed.t);
    await buildInventoryItems(bed.t.db, few.user.id, [{ cataloguePaintId: bed.paint.wnUltramarine }]);
    await buildInventoryItems(
      bed.t.db,
      many.user.id,
      Array.from({ length: 400 }, (_, i) => (i === 0 ? { cataloguePaintId: bed.paint.wnUltramarine } : { paintName: `Paint ${i}` })),
    );
    const count = async (who: BuiltUser) => {
      const before = bed.t.queries.count;
      const items = await listOf(who);
      return { queries: bed.t.queries.count - before, items };
    };
    const one = await count(few);
    const lots = await count(many);
    expect(one.items).toHaveLength(1);
    expect(lots.items).toHaveLength(400);
    expect(lots.items.find((item) => item.cataloguePaintId)?.buyLink).toBe('https://shop.example.com/wn-french-ultramarine');
    expect(lots.queries).toBe(one.queries);
  });

  it('reads a studio of many items whole and in order, compressed as the client accepts or not', async () => {
    const painter = await buildUser(bed.t);
    // 150 items, inserted out of order.
    const names = Array.from({ length: 150 }, (_, i) => `Paint ${String(i).padStart(3, '0')} é`);
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      names.map((_, i) => ({ paintName: names[(i * 7) % names.length] })),
    );
    const ask = (encoding: string) =>
      bed.t.app.request('/api/inventory', { headers: { cookie: painter.client.cookieHeader(), 'accept-encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    expect((JSON.parse(text) as TInventoryItem[]).map((item) => item.paintName)).toEqual(names);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ask(encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
    }
  });
});

describe('POST /api/inventory', () => {
  it("copies a catalogue paint's facts and Buy link; adding it again in that form raises its count", async () => {
    const painter = await buildUser(bed.t);
    const first = await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, note: 'the big tube' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      added: true,
      item: {
        id: expect.any(String),
        cataloguePaintId: bed.paint.wnUltramarine,
        paintName: 'French Ultramarine',
        manufacturer: 'Winsor & Newton',
        pigmentCode: 'PB29',
        hexCode: '#22398F',
        medium: 'Watercolor',
        seriesName: 'Professional Watercolour',
        lightfastness: 'I-Excellent',
        opacity: 'Transparent',
        granulation: 'Granulating',
        staining: 'Non-Staining',
        form: 'tube',
        level: 'full',
        count: 1,
        wish: false,
        note: 'the big tube',
        buyLink: 'https://shop.example.com/wn-french-ultramarine',
      },
    });
    const again = await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, count: 2 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ added: false, item: { id: first.body.item.id, count: 3, note: 'the big tube' } });
    const pan = await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, form: 'half pan' });
    expect(pan.status).toBe(201);
    expect((await listOf(painter)).map((item) => [item.form, item.count])).toEqual([
      ['half pan', 1],
      ['tube', 3],
    ]);
    // A wish for a paint already held puts it on the wishlist without counting another tube.
    const wished = await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, count: 0, wish: true });
    expect(wished.body).toMatchObject({ added: false, item: { id: first.body.item.id, count: 3, wish: true } });
  });

  it('raises the item of a paint by hand of the same name and maker in any case, a catalogue one included', async () => {
    const painter = await buildUser(bed.t);
    const fromCatalogue = await add(painter, { cataloguePaintId: bed.paint.dsQuinacridoneGold });
    const byHand = await add(painter, { paintName: 'quinacridone GOLD', manufacturer: 'daniel smith', hexCode: '#C98A1B' });
    expect(byHand.status).toBe(200);
    expect(byHand.body).toMatchObject({ added: false, item: { id: fromCatalogue.body.item.id, count: 2, paintName: 'Quinacridone Gold' } });
    const own = await add(painter, {
      paintName: 'Moonglow',
      hexCode: '#5A5A7A',
      pigmentCode: 'pb 29, pr 177 , pg 18',
      medium: 'Watercolor',
    });
    expect(own.status).toBe(201);
    expect(own.body.item).toMatchObject({ cataloguePaintId: null, manufacturer: null, pigmentCode: 'PB29, PR177 , PG18', buyLink: null });
    expect((await add(painter, { paintName: 'MOONGLOW', hexCode: '#000000' })).body).toMatchObject({ added: false, item: { count: 2 } });
    expect((await add(painter, { paintName: 'Moonglow', manufacturer: 'Other maker', hexCode: '#5A5A7A' })).status).toBe(201);
    expect(await listOf(painter)).toHaveLength(3);
  });

  it("keeps what the painter observed of a catalogue paint (swatch, pigments, ratings) with its link; its name is the catalogue's", async () => {
    const painter = await buildUser(bed.t);
    const res = await add(painter, {
      cataloguePaintId: bed.paint.wnUltramarine,
      hexCode: '#20308A',
      pigmentCode: 'pb 29',
      granulation: null,
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      cataloguePaintId: bed.paint.wnUltramarine,
      paintName: 'French Ultramarine',
      manufacturer: 'Winsor & Newton',
      hexCode: '#20308A',
      pigmentCode: 'PB29',
      granulation: null,
      opacity: 'Transparent',
      buyLink: 'https://shop.example.com/wn-french-ultramarine',
    });
    const renamed = await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, paintName: 'Ultramarine Deep' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/paintName/);
  });

  it('refuses what is no paint, and a sign-in is needed; nothing is stored', async () => {
    const painter = await buildUser(bed.t);
    const unknown = await add(painter, { cataloguePaintId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That paint is not in the catalogue.');
    // Each refusal names the field of the kind of paint the request was nearest (a catalogue paint or one by hand).
    const refusals: [object, RegExp][] = [
      [{ paintName: 'Sky', hexCode: '#zzzzzz' }, /^hexCode: /],
      [{ paintName: 'Sky', hexCode: '#112233', level: 'brimming' }, /^level: .*"low"/],
      [{ cataloguePaintId: bed.paint.dsPhthaloBlue, level: 'brimming' }, /^level: .*"low"/],
      [{ cataloguePaintId: bed.paint.dsPhthaloBlue, count: 1000 }, /^count: /],
      [{ cataloguePaintId: bed.paint.dsPhthaloBlue, paintName: 'Mixed up' }, /paintName/],
    ];
    for (const [body, message] of refusals) {
      const res = await add(painter, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await createClient(bed.t.app).post('/api/inventory', { cataloguePaintId: bed.paint.dsPhthaloBlue })).status).toBe(401);
    expect(await listOf(painter)).toEqual([]);
  });

  it('refuses to raise a count past the limit of one item', async () => {
    const painter = await buildUser(bed.t);
    await add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue, count: LIMITS.inventoryCountMax });
    const more = await add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue });
    expect(more.status).toBe(400);
    expect((await listOf(painter)).map((item) => item.count)).toEqual([LIMITS.inventoryCountMax]);
  });
});

describe('the duplicate-pigment warning', () => {
  it('stops a new paint of a single pigment already owned in that medium until confirmed', async () => {
    const painter = await buildUser(bed.t);
    await add(painter, { cataloguePaintId: bed.paint.wnUltramarine });
    const duplicate = await add(painter, { cataloguePaintId: bed.paint.dsUltramarine });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      code: 'DUPLICATE_PIGMENT',
      message: INVENTORY_TEXTS.ownsSamePigment('French Ultramarine', 'Winsor & Newton', 'PB29'),
    });
    expect(duplicate.body.message).toBe('You own French Ultramarine (Winsor & Newton), PB29');
    const byHand = await add(painter, {
      paintName: 'Ultramarine Finest',
      manufacturer: 'Schmincke',
      pigmentCode: 'P.B. 29',
      hexCode: '#213C95',
      medium: 'Watercolor',
    });
    expect(byHand.body.code).toBe('DUPLICATE_PIGMENT');
    expect(await listOf(painter)).toHaveLength(1);
    const confirmed = await add(painter, { cataloguePaintId: bed.paint.dsUltramarine, confirmDuplicate: true });
    expect(confirmed.status).toBe(201);
    // Adding a paint already held is a count raise, never a warning.
    expect((await add(painter, { cataloguePaintId: bed.paint.dsUltramarine })).status).toBe(200);
  });

  it('warns of a paint by hand as of a catalogue one', async () => {
    const painter = await buildUser(bed.t);
    await add(painter, {
      paintName: 'Ultramarine Deep',
      manufacturer: 'Old tin',
      pigmentCode: 'pb29',
      hexCode: '#1F2F8F',
      medium: 'Watercolor',
    });
    const res = await add(painter, { cataloguePaintId: bed.paint.dsUltramarine });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You own Ultramarine Deep (Old tin), PB29');
  });

  it('reads the codes exactly and counts only owned paints of the same medium', async () => {
    const painter = await buildUser(bed.t);
    await add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue });
    // PB15 is not PB15:3; an oil is another medium; a mixture has more than one pigment.
    expect((await add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlueRed })).status).toBe(201);
    await add(painter, { cataloguePaintId: bed.paint.wnUltramarine, count: 0, wish: true });
    expect((await add(painter, { cataloguePaintId: bed.paint.dsUltramarine })).status).toBe(201);
    expect((await add(painter, { cataloguePaintId: bed.paint.wnOilUltramarine })).status).toBe(201);
    expect(
      (await add(painter, { paintName: 'Blue mix', hexCode: '#223366', pigmentCode: 'PB15:3, PB29', medium: 'Watercolor' })).status,
    ).toBe(201);
    const same = await add(painter, { cataloguePaintId: bed.paint.wnWinsorBlue });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('You own Phthalo Blue (Green Shade) (Daniel Smith), PB15:3');
  });
});

describe('the studio limit', () => {
  it(`holds at ${LIMITS.inventoryItemsMax} items when two adds race for the last place`, async () => {
    const painter = await buildUser(bed.t);
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      Array.from({ length: LIMITS.inventoryItemsMax - 1 }, (_, i) => ({ paintName: `Paint ${i}` })),
    );
    const [a, b] = await Promise.all([
      add(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue }),
      add(painter, { cataloguePaintId: bed.paint.wnUltramarine }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 403]);
    expect([a, b].find((res) => res?.status === 403)?.body).toEqual({
      code: 'QUOTA_EXCEEDED',
      message: INVENTORY_TEXTS.tooMany(LIMITS.inventoryItemsMax),
    });
    expect(await bed.t.db.$count(inventoryItems, eq(inventoryItems.userId, painter.user.id))).toBe(LIMITS.inventoryItemsMax);
    // A full studio still counts another tube of what it holds.
    expect((await add(painter, { paintName: 'Paint 7', hexCode: '#808080' })).status).toBe(200);
  });
});
