import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPaintsPage } from '#common/schemas/paints.ts';
import { paints } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let artist: BuiltUser;
let catalogue: TPaintsPage['paints'];

beforeAll(async () => {
  t = await createTestApp();
  artist = await buildUser(t);
  // Sources as the catalogue's writer words them (data/paints).
  const paint = { manufacturer: 'Winsor & Newton', medium: 'Watercolor', defaultHexCode: '#7B2A5E' };
  await t.db.insert(paints).values([
    { ...paint, paintName: 'Quinacridone Violet', lightfastness: 'III-Fair', source: 'lightfastness: the maker rates it B (its chart)' },
    { ...paint, paintName: 'Winsor Blue', lightfastness: 'I-Excellent', source: 'lightfastness: from the pigment (pigments.csv)' },
  ]);
  catalogue = (await artist.client.get<TPaintsPage>('/api/paints?pageSize=100')).body.paints;
});

/** A catalogue paint as the color form sends it when the painter picks it. */
function picked(paintName: string) {
  const paint = catalogue.find((p) => p.paintName === paintName);
  if (!paint) throw new Error(`${paintName} is not in the test catalogue`);
  const { paintName: name, manufacturer, hexCode, pigmentCode, medium, lightfastness } = paint;
  return { paintName: name, manufacturer, hexCode, pigmentCode, medium, lightfastness, cataloguePaintId: paint.id };
}
const originOf = (color: TColor | undefined) => color && [color.lightfastness, color.lightfastnessBasis, color.makerLightfastness];

describe('a color picked from the catalogue keeps where its rating comes from (issue 42)', () => {
  it("says 'pigment' or 'maker' (with the maker's rating) in every answer while it keeps the paint's rating", async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const blue = await artist.client.post<TColor>('/api/colors', { paletteId: palette.id, ...picked('Winsor Blue') });
    const violet = await artist.client.post<TColor>('/api/colors', { paletteId: palette.id, ...picked('Quinacridone Violet') });
    expect(blue.status).toBe(201);
    expect(originOf(blue.body)).toEqual(['I-Excellent', 'pigment', null]);
    expect(originOf(violet.body)).toEqual(['III-Fair', 'maker', 'B']);

    const listed = await artist.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(listed.body.map(originOf)).toEqual([
      ['I-Excellent', 'pigment', null],
      ['III-Fair', 'maker', 'B'],
    ]);
    const moved = await artist.client.put<TColor[]>('/api/colors/positions', [{ id: blue.body.id, position: 7 }]);
    expect(moved.body.map(originOf)).toEqual([['I-Excellent', 'pigment', null]]);
    const renotes = await artist.client.put<TColor>(`/api/colors/${violet.body.id}`, { personalNotes: 'glazes' });
    expect(originOf(renotes.body)).toEqual(['III-Fair', 'maker', 'B']);
  });

  it("is the painter's own, origin unknown, once they rate it otherwise, and for a paint typed by hand", async () => {
    const palette = await buildPalette(t.db, { userId: artist.user.id });
    const blue = await artist.client.post<TColor>('/api/colors', { paletteId: palette.id, ...picked('Winsor Blue') });
    const rated = await artist.client.put<TColor>(`/api/colors/${blue.body.id}`, { lightfastness: 'II-Very Good' });
    expect(originOf(rated.body)).toEqual(['II-Very Good', null, null]);
    const typed = await artist.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      paintName: 'Winsor Blue',
      hexCode: '#0E3A6B',
      lightfastness: 'I-Excellent',
    });
    expect(originOf(typed.body)).toEqual(['I-Excellent', null, null]);
  });
});
