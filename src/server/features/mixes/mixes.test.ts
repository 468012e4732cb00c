import { differenceCiede2000 } from 'culori/fn';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { curveHex, mixCurve } from '#common/color/paint-mix.ts';
import { LIMITS } from '#common/constants.ts';
import type { TMix, TSaveMixRequest } from '#common/schemas/mix.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { paletteMixes } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
});

const ULTRAMARINE = { paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93' };
const SIENNA = { paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#8A3B12' };

/** A warm grey of Ultramarine and Burnt Sienna, as "Match a colour" would save it. */
const greyRecipe = (overrides: Partial<TSaveMixRequest> = {}): TSaveMixRequest => ({
  targetHex: '#6B625A',
  targetName: null,
  paints: [
    { ...ULTRAMARINE, parts: 1 },
    { ...SIENNA, parts: 6 },
  ],
  strength: 1,
  notes: 'Shadows on the barn',
  ...overrides,
});

const save = (user: BuiltUser, paletteId: string, body: unknown = greyRecipe()) =>
  user.client.post<TMix & { message: string; code: string }>(`/api/palettes/${paletteId}/mixes`, body);
const list = (client: BuiltUser['client'], paletteId: string, share = false) =>
  client.get<TMix[]>(`/api/palettes/${paletteId}/mixes${share ? '?share=true' : ''}`);
const countOf = (paletteId: string) => t.db.$count(paletteMixes, eq(paletteMixes.paletteId, paletteId));

describe('POST /api/palettes/{id}/mixes', () => {
  it('keeps a recipe with the colour the mixing preview draws for it, once however often it is saved', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const res = await save(owner, palette.id, greyRecipe({ targetHex: '#6b625a' }));
    expect(res.status).toBe(201);
    const preview = curveHex(
      mixCurve([
        { hexCode: ULTRAMARINE.hexCode, parts: 1 },
        { hexCode: SIENNA.hexCode, parts: 6 },
      ]),
    );
    expect(res.body).toMatchObject({
      paletteId: palette.id,
      targetHex: '#6B625A',
      paints: [
        { ...ULTRAMARINE, parts: 1 },
        { ...SIENNA, parts: 6 },
      ],
      strength: 1,
      mixHex: preview,
      notes: 'Shadows on the barn',
    });
    // CIEDE2000 between the target and that colour, as "Match a colour" shows it.
    expect(res.body.deltaE).toBeCloseTo(differenceCiede2000()('#6B625A', preview), 4);

    const again = await save(owner, palette.id, greyRecipe({ notes: 'A second tap' }));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect(await countOf(palette.id)).toBe(1);
  });

  // Issue 42 (decision 034): a paint's pigments shape its curve, so the recipe saved is the mix shown.
  it('mixes each paint with the curve its pigments shape, as the preview does: cadmium orange and cobalt make a grey', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const orange = { paintName: 'Cadmium Orange', manufacturer: 'M. Graham', hexCode: '#FF6A1A' };
    const cobalt = { paintName: 'Cobalt Blue', manufacturer: 'M. Graham', hexCode: '#0054BE' };
    const recipe = (pigments: boolean) =>
      greyRecipe({
        targetHex: '#585050',
        paints: [
          { ...orange, ...(pigments ? { pigmentCodes: ['PO20'] } : {}), parts: 1 },
          { ...cobalt, ...(pigments ? { pigmentCodes: ['PB28'] } : {}), parts: 1 },
        ],
      });
    const shaped = await save(owner, palette.id, recipe(true));
    expect(shaped.status).toBe(201);
    expect(shaped.body.paints.map((paint) => paint.pigmentCodes)).toEqual([['PO20'], ['PB28']]);
    expect(shaped.body.mixHex).toBe(curveHex(mixCurve(recipe(true).paints)));
    // Without its pigments the same two swatches run teal (spectral.js's curves share a green band).
    const unshaped = await save(owner, palette.id, recipe(false));
    expect(unshaped.status).toBe(201);
    expect(unshaped.body.deltaE).toBeGreaterThan(shaped.body.deltaE + 10);
    const bad = await save(owner, palette.id, greyRecipe({ paints: [{ ...orange, pigmentCodes: ['cadmium'], parts: 1 }] }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('A pigment code is written as on the tube');
    expect(await countOf(palette.id)).toBe(2);
  });

  it('never takes the mix colour from the client, and refuses a bad recipe without saving anything', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const oil = await buildPalette(t.db, { userId: owner.user.id, medium: 'Oil Paint' });
    const four = [1, 2, 3, 4].map((parts) => ({ ...ULTRAMARINE, paintName: `Paint ${parts}`, parts }));
    const bad: [unknown, string, string?][] = [
      [{ ...greyRecipe(), mixHex: '#000000' }, palette.id],
      [greyRecipe({ targetHex: 'grey' }), palette.id, 'Hex must be # followed by six hex digits.'],
      [greyRecipe({ paints: [] }), palette.id, 'A recipe takes one paint or more.'],
      [greyRecipe({ paints: four }), palette.id, 'A recipe takes three paints at most.'],
      [greyRecipe({ paints: [{ ...SIENNA, parts: 9 }] }), palette.id],
      [greyRecipe({ paints: [{ ...SIENNA, parts: 0 }] }), palette.id],
      [greyRecipe({ paints: [{ ...SIENNA, hexCode: 'javascript:', parts: 1 }] }), palette.id],
      [{ ...greyRecipe(), strength: 0.4 }, palette.id],
      [greyRecipe({ notes: 'x'.repeat(LIMITS.mixNoteMax + 1) }), palette.id],
      [greyRecipe({ strength: 0.5 }), oil.id, 'Only a watercolour mix is thinned to a wash.'],
    ];
    for (const [body, id, message] of bad) {
      const res = await save(owner, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toContain(message);
    }
    expect((await save(owner, 'not-a-uuid')).status).toBe(400);
    expect(await countOf(palette.id)).toBe(0);
    expect(await countOf(oil.id)).toBe(0);
  });

  it(`keeps at most ${LIMITS.mixesPerPalette} mixes on a palette`, async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    await t.db.insert(paletteMixes).values(
      Array.from({ length: LIMITS.mixesPerPalette }, (_, i) => ({
        paletteId: palette.id,
        targetHex: `#0000${i.toString(16).padStart(2, '0').toUpperCase()}`,
        paints: [{ ...SIENNA, parts: 1 }],
        strength: 1,
        mixHex: SIENNA.hexCode,
        deltaE: 10,
      })),
    );
    const res = await save(owner, palette.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`A palette keeps at most ${LIMITS.mixesPerPalette} mixes. Delete one to save another.`);
    expect(await countOf(palette.id)).toBe(LIMITS.mixesPerPalette);
  });

  it('lets the owner and an admin save; not another person, a pushed copy’s owner or an anonymous caller', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id, shareEnabled: true });
    const pushed = await buildPalette(t.db, { userId: owner.user.id, isPushedByAdmin: true });
    expect((await save(other, palette.id)).status).toBe(404);
    expect((await createClient(t.app).post(`/api/palettes/${palette.id}/mixes`, greyRecipe())).status).toBe(401);
    expect((await save(owner, pushed.id)).status).toBe(403);
    expect(await countOf(palette.id)).toBe(0);
    expect((await save(admin, palette.id)).status).toBe(201);
    expect((await save(owner, palette.id, greyRecipe({ targetHex: '#707070' }))).status).toBe(201);
    expect(await countOf(palette.id)).toBe(2);
  });
});

describe('GET /api/palettes/{id}/mixes', () => {
  it('lists them oldest first; a share-link reader and another person see them without their notes', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id, shareEnabled: true });
    const first = (await save(owner, palette.id)).body;
    const second = (await save(owner, palette.id, greyRecipe({ targetHex: '#3C5A3A', notes: null, targetName: 'Photo sample' }))).body;

    const mine = await list(owner.client, palette.id);
    expect(mine.status).toBe(200);
    expect(mine.body.map((mix) => [mix.id, mix.notes, mix.targetName])).toEqual([
      [first.id, 'Shadows on the barn', null],
      [second.id, null, 'Photo sample'],
    ]);
    expect((await list(admin.client, palette.id)).body[0]?.notes).toBe('Shadows on the barn');

    const anonymous = createClient(t.app);
    expect((await list(anonymous, palette.id)).status).toBe(401);
    const byLink = await list(anonymous, palette.id, true);
    expect(byLink.status).toBe(200);
    expect(byLink.body.map((mix) => [mix.id, mix.notes, mix.mixHex])).toEqual([
      [first.id, null, first.mixHex],
      [second.id, null, second.mixHex],
    ]);
    expect((await list(other.client, palette.id, true)).body[0]?.notes).toBeNull();

    const unshared = await buildPalette(t.db, { userId: owner.user.id });
    await save(owner, unshared.id);
    expect((await list(other.client, unshared.id)).status).toBe(404);
    expect((await list(anonymous, unshared.id, true)).status).toBe(404);
  });

  it('shows a pushed copy its master’s mixes, read-only', async () => {
    const owner = await buildUser(t);
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true });
    const saved = (await save(admin, master.id)).body;
    const pushed = await buildPalette(t.db, { userId: owner.user.id, isPushedByAdmin: true, originalPaletteId: master.id });
    const res = await list(owner.client, pushed.id);
    expect(res.body.map((mix) => [mix.id, mix.notes])).toEqual([[saved.id, null]]);
  });
});

describe('PUT /api/mixes/{id}', () => {
  it('lets the owner and an admin change a mix’s note, and only them; the note stays theirs', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id, shareEnabled: true });
    const mix = (await save(owner, palette.id)).body;
    const put = (user: BuiltUser | null, body: unknown, id = mix.id) =>
      (user?.client ?? createClient(t.app)).put<TMix & { message: string }>(`/api/mixes/${id}`, body);
    expect((await put(null, { notes: 'Anyone' })).status).toBe(401);
    expect((await put(other, { notes: 'Someone else' })).status).toBe(404);
    expect((await put(owner, { notes: 'x'.repeat(LIMITS.mixNoteMax + 1) })).status).toBe(400);
    expect((await put(owner, {})).status).toBe(400);
    expect((await put(owner, { notes: 'Barn shadow, north side', mixHex: '#000000' })).status).toBe(400);
    expect((await put(owner, { notes: 'Barn' }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const changed = await put(owner, { notes: '  Barn shadow, north side ' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: mix.id, notes: 'Barn shadow, north side', mixHex: mix.mixHex });
    expect((await put(admin, { notes: 'Checked by the brand' })).body.notes).toBe('Checked by the brand');
    expect((await list(createClient(t.app), palette.id, true)).body[0]?.notes).toBeNull();
    const cleared = await put(owner, { notes: '' });
    expect(cleared.body.notes).toBeNull();
    expect((await list(owner.client, palette.id)).body[0]?.notes).toBeNull();
  });
});

describe('DELETE /api/mixes/{id}', () => {
  it('lets the owner and an admin delete a mix; not another person or an anonymous caller', async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id, shareEnabled: true });
    const one = (await save(owner, palette.id)).body;
    const two = (await save(owner, palette.id, greyRecipe({ targetHex: '#707070' }))).body;
    expect((await createClient(t.app).delete(`/api/mixes/${one.id}`)).status).toBe(401);
    expect((await other.client.delete(`/api/mixes/${one.id}`)).status).toBe(404);
    expect((await owner.client.delete('/api/mixes/not-a-uuid')).status).toBe(400);
    expect(await countOf(palette.id)).toBe(2);
    expect((await owner.client.delete(`/api/mixes/${one.id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/mixes/${one.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/mixes/${two.id}`)).status).toBe(204);
    expect(await countOf(palette.id)).toBe(0);
  });

  it('goes with its palette', async () => {
    const owner = await buildUser(t);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    await save(owner, palette.id);
    expect((await owner.client.delete(`/api/palettes/${palette.id}`)).status).toBe(204);
    expect(await countOf(palette.id)).toBe(0);
  });
});

describe('mixes travel with the palette', () => {
  it('a duplicate keeps the owner’s notes; a copy of a master takes its mixes without the curator’s notes; a reset puts them back', async () => {
    const owner = await buildUser(t);
    const mine = await buildPalette(t.db, { userId: owner.user.id });
    await save(owner, mine.id);
    const duplicate = await owner.client.post<TPalette>(`/api/palettes/${mine.id}/duplicate`);
    expect(duplicate.status).toBe(201);
    expect((await list(owner.client, duplicate.body.id)).body.map((mix) => mix.notes)).toEqual(['Shadows on the barn']);

    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, isDistributed: true });
    const curated = (await save(admin, master.id, greyRecipe({ notes: 'Curator only' }))).body;
    const painter = await buildUser(t);
    const copy = await painter.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: painter.user.id });
    expect(copy.status).toBe(201);
    const copied = (await list(painter.client, copy.body.id)).body;
    expect(copied.map((mix) => [mix.targetHex, mix.mixHex, mix.notes])).toEqual([[curated.targetHex, curated.mixHex, null]]);

    // The painter's own mix, then a reset to the master: the master's mixes again.
    await t.db.delete(paletteMixes).where(eq(paletteMixes.paletteId, copy.body.id));
    await save(painter, copy.body.id, greyRecipe({ targetHex: '#101010' }));
    expect((await painter.client.post(`/api/palettes/${copy.body.id}/restore`)).status).toBe(200);
    expect((await list(painter.client, copy.body.id)).body.map((mix) => mix.targetHex)).toEqual([curated.targetHex]);
  });
});
