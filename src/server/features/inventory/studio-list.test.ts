import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import { colors, paints, STUDIO_CHANGES_KEPT, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { TEST_ORIGIN } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildPalette } from '#server/test/palette-factories.ts';
import { inventoryTestBed } from './test-paints';

const bed = inventoryTestBed();

/** GET /api/inventory as a browser asks for it again: with the ETag it last had, in `encoding`. */
async function studio(who: BuiltUser, options: { etag?: string | null; encoding?: string } = {}) {
  const res = await bed.t.app.request('/api/inventory', {
    headers: {
      origin: TEST_ORIGIN,
      cookie: who.client.cookieHeader(),
      'accept-encoding': options.encoding ?? 'identity',
      ...(options.etag ? { 'if-none-match': options.etag } : {}),
    },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(bytes).toString() : bytes.toString();
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
    items: res.status === 200 ? (JSON.parse(text) as TInventoryItem[]) : null,
    bytes: bytes.length,
  };
}

const revisionOf = async (userId: string) =>
  (await queryRows<{ revision: string }>(bed.t.db, sql`select revision from studio_revisions where user_id = ${userId}`))[0]?.revision;

/** How many changes of a studio are written down (studio_changes), and the rows they take. */
const changesOf = async (userId: string) =>
  (
    await queryRows<{ changes: number; rows: number }>(
      bed.t.db,
      sql`select count(distinct seq)::int as changes, count(*)::int as rows from studio_changes where user_id = ${userId}`,
    )
  )[0];

describe('GET /api/inventory, read again', () => {
  it('answers 304 for the ETag it gave while the studio is unchanged, and the changed list once anything of it changes', async () => {
    const painter = await buildUser(bed.t);
    const never = await studio(painter);
    // A studio never written to is made on every read, and has no tag.
    expect(never).toMatchObject({ status: 200, items: [], etag: null });

    const csv = ['Paint name,Hex,Form,Level', 'Sepia,#5E4B3C,tube,full', 'Aureolin,#F3D33A,pan,low'].join('\r\n');
    const palette = await buildPalette(bed.t.db, { userId: painter.user.id, colorCount: 0 });
    await bed.t.db.insert(colors).values({
      paletteId: palette.id,
      position: 0,
      paintName: 'Phthalo Blue (Green Shade)',
      manufacturer: 'Daniel Smith',
      cataloguePaintId: bed.paint.dsPhthaloBlue,
    });
    let itemId = '';
    const changes: [string, () => Promise<unknown>, (items: TInventoryItem[]) => void][] = [
      [
        'an add',
        async () => {
          const res = await painter.client.post<{ item: TInventoryItem }>('/api/inventory', { cataloguePaintId: bed.paint.wnUltramarine });
          itemId = res.body.item.id;
        },
        (items) => expect(items.map((i) => i.paintName)).toEqual(['French Ultramarine']),
      ],
      ['a level', () => painter.client.put(`/api/inventory/${itemId}`, { level: 'low' }), (items) => expect(items[0]?.level).toBe('low')],
      [
        'Bought',
        () => painter.client.put(`/api/inventory/${itemId}`, { bought: true }),
        (items) => expect(items[0]).toMatchObject({ level: 'full', wish: false }),
      ],
      [
        'the Buy link of a paint held (affiliate verification)',
        () =>
          bed.t.db
            .update(paints)
            .set({ affiliateLink: 'https://www.amazon.com/dp/B0WNULTRA1?tag=studiowater-20' })
            .where(eq(paints.id, bed.paint.wnUltramarine)),
        (items) => expect(items[0]?.buyLink).toBe('https://www.amazon.com/dp/B0WNULTRA1?tag=studiowater-20'),
      ],
      [
        'an import',
        async () => {
          const res = await bed.t.app.request('/api/inventory/import', {
            method: 'POST',
            headers: { origin: TEST_ORIGIN, cookie: painter.client.cookieHeader(), 'content-type': 'text/csv' },
            body: csv,
          });
          expect(res.status).toBe(200);
        },
        (items) => expect(items.map((i) => i.paintName)).toEqual(['Aureolin', 'French Ultramarine', 'Sepia']),
      ],
      [
        "a palette's paints, owned",
        () => painter.client.post(`/api/inventory/from-palette/${palette.id}`, { as: 'owned' }),
        (items) => expect(items.map((i) => i.paintName)).toContain('Phthalo Blue (Green Shade)'),
      ],
      [
        'a deletion',
        () => painter.client.delete(`/api/inventory/${itemId}`),
        (items) => expect(items.map((i) => i.paintName)).not.toContain('French Ultramarine'),
      ],
      [
        'the catalogue paint of an item going (its link is dropped)',
        () => bed.t.db.delete(paints).where(eq(paints.id, bed.paint.dsPhthaloBlue)),
        (items) => expect(items.find((i) => i.paintName === 'Phthalo Blue (Green Shade)')?.cataloguePaintId).toBeNull(),
      ],
    ];
    for (const [change, make, shows] of changes) {
      const before = await studio(painter);
      await make();
      const after = await studio(painter, { etag: before.etag });
      expect(after.status, change).toBe(200);
      expect(after.etag, change).not.toBe(before.etag);
      shows(after.items ?? []);
      const again = await studio(painter, { etag: after.etag });
      expect(again, change).toMatchObject({ status: 304, etag: after.etag, bytes: 0 });
      expect(again.cacheControl).toBe('private, no-cache');
    }
    // As the API's document says (the test client checks every answer against it).
    const last = await studio(painter);
    expect((await painter.client.request('GET', '/api/inventory', undefined, { 'if-none-match': last.etag ?? '' })).status).toBe(304);
  });

  it('tags each encoding apart, and sends the same list in each', async () => {
    const painter = await buildUser(bed.t);
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      Array.from({ length: 40 }, (_, i) => ({ paintName: `Paint ${String(i).padStart(2, '0')}`, note: 'a note long enough to compress' })),
    );
    const plain = await studio(painter);
    const br = await studio(painter, { encoding: 'br' });
    expect(br.etag).not.toBe(plain.etag);
    expect(br.bytes).toBeLessThan(plain.bytes);
    expect(br.items).toEqual(plain.items);
    expect((await studio(painter, { encoding: 'br', etag: plain.etag })).status).toBe(200);
    expect((await studio(painter, { encoding: 'br', etag: `W/${br.etag}` })).status).toBe(304);
  });

  it("never answers one person's tag with 304 for another, nor with their list", async () => {
    const [one, two] = [await buildUser(bed.t), await buildUser(bed.t)];
    await buildInventoryItems(bed.t.db, one.user.id, [{ paintName: 'Sepia' }]);
    await buildInventoryItems(bed.t.db, two.user.id, [{ paintName: 'Aureolin' }]);
    const first = await studio(one);
    const other = await studio(two, { etag: first.etag });
    expect(other.status).toBe(200);
    expect(other.items?.map((i) => i.paintName)).toEqual(['Aureolin']);
    expect((await createClient(bed.t.app).get('/api/inventory')).status).toBe(401);
  });

  it('keeps the revision of a studio when a catalogue paint changes anything but the Buy link, and lets its person go', async () => {
    const painter = await buildUser(bed.t);
    await buildInventoryItems(bed.t.db, painter.user.id, [
      { cataloguePaintId: bed.paint.dsQuinacridoneGold, paintName: 'Quinacridone Gold' },
    ]);
    const revision = await revisionOf(painter.user.id);
    expect(revision).toBeDefined();
    await bed.t.db.update(paints).set({ seriesName: 'Series 3' }).where(eq(paints.id, bed.paint.dsQuinacridoneGold));
    expect(await revisionOf(painter.user.id)).toBe(revision);
    await bed.t.db.delete(users).where(eq(users.id, painter.user.id));
    expect(await revisionOf(painter.user.id)).toBeUndefined();
    expect(await changesOf(painter.user.id)).toEqual({ changes: 0, rows: 0 });
  });

  it('brings a list it keeps up to date after any number of changes, however written, and keeps a studio’s last changes', async () => {
    const painter = await buildUser(bed.t);
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      Array.from({ length: 30 }, (_, i) => ({ paintName: `Paint ${String(i).padStart(2, '0')}` })),
    );
    const asTheDatabaseHasIt = async () =>
      (
        await queryRows<{ id: string; count: number; note: string | null }>(
          bed.t.db,
          sql`select id, count, note from inventory_items where user_id = ${painter.user.id}
              order by lower(paint_name) collate "C", lower(coalesce(manufacturer, '')) collate "C", form, id`,
        )
      ).map(({ id, count, note }) => ({ id, count, note }));
    const listed = async () => ((await studio(painter)).items ?? []).map(({ id, count, note }) => ({ id, count, note }));
    expect(await listed()).toEqual(await asTheDatabaseHasIt());
    // Each kind of statement, one change at a time, then more changes than a studio keeps.
    const change = (n: number) => {
      if (n % 5 === 1)
        return sql`delete from inventory_items where id = (select id from inventory_items where user_id = ${painter.user.id} order by paint_name limit 1)`;
      if (n % 5 === 2)
        return sql`insert into inventory_items (user_id, paint_name, hex_code) values (${painter.user.id}, ${`Added ${n}`}, '#112233')`;
      return sql`update inventory_items set count = count + 1, note = ${`change ${n}`} where user_id = ${painter.user.id} and paint_name like ${`%${n % 10}`}`;
    };
    for (let n = 0; n < 6; n += 1) {
      await bed.t.db.execute(change(n));
      expect(await listed(), `change ${n}`).toEqual(await asTheDatabaseHasIt());
    }
    for (let n = 6; n < 106; n += 1) await bed.t.db.execute(change(n));
    expect(await changesOf(painter.user.id)).toMatchObject({ changes: STUDIO_CHANGES_KEPT });
    expect(await listed()).toEqual(await asTheDatabaseHasIt());
    // Two changes in one transaction are one change of the studio.
    await bed.t.db.transaction(async (tx) => {
      await tx.execute(change(107));
      await tx.execute(change(108));
    });
    expect(await listed()).toEqual(await asTheDatabaseHasIt());
  });

  it('orders the list as the database orders names in code point order, whatever their characters, and reads a row however written', async () => {
    const painter = await buildUser(bed.t);
    const names = [
      'zinc white',
      'Zinc White',
      'Éclat',
      'eau',
      'Ábc',
      'abc',
      '_x',
      'a b',
      'ab',
      'Ｆullwidth',
      '𝒜stral',
      'İznik',
      'ß',
      'ﬁne',
      '日本',
    ];
    const forms = ['tube', 'pan', 'half pan', 'other'] as const;
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      names.flatMap((paintName, i) => [
        { paintName, manufacturer: i % 2 ? 'Maker' : null, form: forms[i % forms.length] },
        { paintName, manufacturer: i % 3 ? 'maker' : 'Ärmel', form: forms[(i + 1) % forms.length] },
      ]),
    );
    const inOrder = async () =>
      (
        await queryRows<{ id: string }>(
          bed.t.db,
          sql`select id from inventory_items where user_id = ${painter.user.id}
              order by lower(paint_name) collate "C", lower(coalesce(manufacturer, '')) collate "C", form, id`,
        )
      ).map((row) => row.id);
    expect((await studio(painter)).items?.map((item) => item.id)).toEqual(await inOrder());
    // A statement no route makes: the row's new version is read, the rest as kept.
    await bed.t.db.execute(
      sql`update inventory_items set note = 'by hand', paint_name = 'Aardvark' where user_id = ${painter.user.id} and paint_name = 'eau'`,
    );
    const after = (await studio(painter)).items ?? [];
    expect(after.map((item) => item.id)).toEqual(await inOrder());
    expect(after.filter((item) => item.note === 'by hand').map((item) => item.paintName)).toEqual(['Aardvark', 'Aardvark']);
  });
});
