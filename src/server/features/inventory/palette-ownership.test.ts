import { describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import type { TInventoryItem, TPaletteOwnership } from '#common/schemas/inventory.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { colors } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildAcceptedInvite, buildPalette } from '#server/test/palette-factories.ts';
import { inventoryTestBed } from './test-paints';

const bed = inventoryTestBed();

/**
 * A palette of five colors: W&N French Ultramarine and DS Phthalo Blue from the catalogue, Quinacridone
 * Gold (Daniel Smith) and Moonglow typed by hand, and W&N French Ultramarine again in the working area.
 */
async function studioPalette(values: Partial<Parameters<typeof buildPalette>[1]> & { userId: string }) {
  const palette = await buildPalette(bed.t.db, values);
  const rows = await bed.t.db
    .insert(colors)
    .values(
      [
        {
          position: 0,
          paintName: 'French Ultramarine',
          manufacturer: 'Winsor & Newton',
          cataloguePaintId: bed.paint.wnUltramarine,
          pigmentCode: 'PB29',
        },
        { position: 1, paintName: 'Phthalo Blue (Green Shade)', manufacturer: 'Daniel Smith', cataloguePaintId: bed.paint.dsPhthaloBlue },
        { position: 2, paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', pigmentCode: 'PO48, PY150' },
        { position: 3, paintName: 'Moonglow', hexCode: '#5A5A7A', medium: 'Watercolor' },
        {
          isInWorkingArea: true,
          workingAreaPosition: 0,
          workingAreaRow: 0,
          workingAreaColumn: 0,
          paintName: 'French Ultramarine',
          manufacturer: 'Winsor & Newton',
          cataloguePaintId: bed.paint.wnUltramarine,
        },
      ].map((color) => ({ hexCode: '#808080', ...color, paletteId: palette.id })),
    )
    .returning({ id: colors.id });
  return { palette, colorIds: rows.map((row) => row.id) };
}

const ownershipOf = (who: BuiltUser, paletteId: string, query = '') =>
  who.client.get<TPaletteOwnership>(`/api/palettes/${paletteId}/ownership${query}`);
const listOf = async (who: BuiltUser) => (await who.client.get<TInventoryItem[]>('/api/inventory')).body;

describe('GET /api/palettes/{id}/ownership', () => {
  it('says which colors the caller owns: by catalogue paint, or by name and maker where either has no link', async () => {
    const painter = await buildUser(bed.t);
    const { palette, colorIds } = await studioPalette({ userId: painter.user.id });
    const [ultramarine, , gold, moonglow, ultramarineAside] = colorIds;
    await buildInventoryItems(bed.t.db, painter.user.id, [
      { cataloguePaintId: bed.paint.wnUltramarine, paintName: 'French Ultramarine', manufacturer: 'Winsor & Newton' },
      { cataloguePaintId: bed.paint.dsQuinacridoneGold, paintName: 'QUINACRIDONE GOLD', manufacturer: 'daniel smith', count: 2 },
      // On the wishlist: held, not owned.
      { cataloguePaintId: bed.paint.dsPhthaloBlue, paintName: 'Phthalo Blue (Green Shade)', count: 0, wish: true },
      // Another maker's Moonglow is another paint.
      { paintName: 'Moonglow', manufacturer: 'Daniel Smith' },
    ]);
    const res = await ownershipOf(painter, palette.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ownedColorIds: [ultramarine, gold, ultramarineAside], owned: 3, total: 5 });
    await buildInventoryItems(bed.t.db, painter.user.id, [{ paintName: 'moonglow' }]);
    expect((await ownershipOf(painter, palette.id)).body.ownedColorIds).toEqual([ultramarine, gold, moonglow, ultramarineAside]);
  });

  it('answers whoever may view the palette with their own studio, and anyone else as for no palette', async () => {
    const { palette } = await studioPalette({ userId: bed.owner.user.id });
    await buildInventoryItems(bed.t.db, bed.admin.user.id, [
      { cataloguePaintId: bed.paint.dsPhthaloBlue, paintName: 'Phthalo Blue (Green Shade)', manufacturer: 'Daniel Smith' },
    ]);
    expect((await ownershipOf(bed.owner, palette.id)).body).toMatchObject({ owned: 0, total: 5 });
    expect((await ownershipOf(bed.admin, palette.id)).body).toMatchObject({ owned: 1, total: 5 });
    const foreign = await ownershipOf(bed.stranger, palette.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await ownershipOf(bed.stranger, '00000000-0000-4000-8000-000000000000')).body);
    expect((await ownershipOf(bed.stranger, palette.id, '?share=true')).status).toBe(404);
    expect((await createClient(bed.t.app).get(`/api/palettes/${palette.id}/ownership`)).status).toBe(401);
    expect((await ownershipOf(bed.owner, 'not-an-id')).status).toBe(400);
  });

  it('answers for a palette shared with the caller, by invitation or by its link, and for a curated master', async () => {
    const { palette } = await studioPalette({ userId: bed.owner.user.id, shareEnabled: true });
    const invited = await buildUser(bed.t);
    await buildAcceptedInvite(bed.t.db, { paletteId: palette.id, invitedBy: bed.owner, invitee: invited });
    expect((await ownershipOf(invited, palette.id)).body).toMatchObject({ owned: 0, total: 5 });
    expect((await ownershipOf(bed.stranger, palette.id, '?share=true')).body).toMatchObject({ owned: 0, total: 5 });

    const { palette: master, colorIds } = await studioPalette({ userId: bed.admin.user.id, isOriginal: true });
    expect((await bed.admin.client.put(`/api/admin/toggle-distribution/${master.id}`, { isDistributed: true })).status).toBe(200);
    await buildInventoryItems(bed.t.db, bed.stranger.user.id, [{ paintName: 'Moonglow' }]);
    expect((await ownershipOf(bed.stranger, master.id)).body).toEqual({ ownedColorIds: [colorIds[3]], owned: 1, total: 5 });
    // The pushed copy in their library shows the master's colors.
    const pushed = (await bed.stranger.client.get<TPalette[]>('/api/palettes/user')).body.find((p) => p.originalPaletteId === master.id);
    expect((await ownershipOf(bed.stranger, pushed?.id ?? '')).body).toEqual({ ownedColorIds: [colorIds[3]], owned: 1, total: 5 });
  });

  it('answers with the same number of queries for a palette of 40 colors as for one of 5', async () => {
    const painter = await buildUser(bed.t);
    const small = await studioPalette({ userId: painter.user.id });
    const large = await buildPalette(bed.t.db, { userId: painter.user.id, rows: 5, columns: 8, colorCount: 40 });
    await buildInventoryItems(bed.t.db, painter.user.id, [{ paintName: 'Paint 3' }, { paintName: 'Moonglow' }]);
    const count = async (paletteId: string) => {
      const before = bed.t.queries.count;
      const res = await ownershipOf(painter, paletteId);
      return { queries: bed.t.queries.count - before, body: res.body };
    };
    const few = await count(small.palette.id);
    const many = await count(large.id);
    expect(few.body).toMatchObject({ owned: 1, total: 5 });
    expect(many.body).toMatchObject({ owned: 1, total: 40 });
    expect(many.queries).toBe(few.queries);
  });
});

describe('POST /api/inventory/from-palette/{paletteId}', () => {
  const fromPalette = (who: BuiltUser, paletteId: string, as: 'owned' | 'wish', query = '') =>
    who.client.post<{ added: number; alreadyHeld: number; code?: string }>(`/api/inventory/from-palette/${paletteId}${query}`, { as });

  it("puts the paints held nothing of on the wishlist, then 'I own these' makes every paint owned", async () => {
    const painter = await buildUser(bed.t);
    const { palette } = await studioPalette({ userId: painter.user.id });
    await buildInventoryItems(bed.t.db, painter.user.id, [{ paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', form: 'pan' }]);
    const wished = await fromPalette(painter, palette.id, 'wish');
    expect(wished.body).toEqual({ added: 3, alreadyHeld: 1 });
    expect((await listOf(painter)).map((i) => [i.paintName, i.cataloguePaintId, i.count, i.wish])).toEqual([
      ['French Ultramarine', bed.paint.wnUltramarine, 0, true],
      ['Moonglow', null, 0, true],
      ['Phthalo Blue (Green Shade)', bed.paint.dsPhthaloBlue, 0, true],
      ['Quinacridone Gold', null, 1, false],
    ]);
    expect((await ownershipOf(painter, palette.id)).body).toMatchObject({ owned: 1, total: 5 });
    expect((await fromPalette(painter, palette.id, 'wish')).body).toEqual({ added: 0, alreadyHeld: 4 });

    const owned = await fromPalette(painter, palette.id, 'owned');
    expect(owned.body).toEqual({ added: 3, alreadyHeld: 1 });
    const items = await listOf(painter);
    expect(items).toHaveLength(4);
    expect(items.every((i) => i.count === 1 && !i.wish && i.level === 'full')).toBe(true);
    expect((await ownershipOf(painter, palette.id)).body).toMatchObject({ owned: 5, total: 5 });
  });

  it('adds new tubes for a palette the caller only views, and to nobody else’s studio', async () => {
    const { palette } = await studioPalette({ userId: bed.owner.user.id, shareEnabled: true });
    const reader = await buildUser(bed.t);
    expect((await fromPalette(reader, palette.id, 'owned')).status).toBe(404);
    const byLink = await fromPalette(reader, palette.id, 'owned', '?share=true');
    expect(byLink.body).toEqual({ added: 4, alreadyHeld: 0 });
    expect((await listOf(reader)).map((i) => [i.paintName, i.count, i.form])).toEqual([
      ['French Ultramarine', 1, 'tube'],
      ['Moonglow', 1, 'tube'],
      ['Phthalo Blue (Green Shade)', 1, 'tube'],
      ['Quinacridone Gold', 1, 'tube'],
    ]);
    // An admin, who may view any palette, fills their own studio from it; its owner's stays as it was.
    expect((await fromPalette(bed.admin, palette.id, 'wish')).status).toBe(200);
    expect((await listOf(bed.admin)).filter((i) => i.wish).map((i) => i.paintName)).toEqual([
      'French Ultramarine',
      'Moonglow',
      'Quinacridone Gold',
    ]);
    expect(await listOf(bed.owner)).toEqual([]);
    expect((await createClient(bed.t.app).post(`/api/inventory/from-palette/${palette.id}`, { as: 'owned' })).status).toBe(401);
    expect((await fromPalette(reader, palette.id, 'everything' as 'owned')).status).toBe(400);
  });

  it('adds nothing when the paints would pass the studio limit', async () => {
    const painter = await buildUser(bed.t);
    const { palette } = await studioPalette({ userId: painter.user.id });
    await buildInventoryItems(
      bed.t.db,
      painter.user.id,
      Array.from({ length: LIMITS.inventoryItemsMax - 3 }, (_, i) => ({ paintName: `Paint ${i}` })),
    );
    const res = await fromPalette(painter, palette.id, 'wish');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('QUOTA_EXCEEDED');
    expect(await listOf(painter)).toHaveLength(LIMITS.inventoryItemsMax - 3);
  });
});
