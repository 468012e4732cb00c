import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { TPaintSearchResult } from '#common/schemas/paints.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { createClient, type TestClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';
import { importCatalogue } from './import/import-catalogue';
import { fixture, importFixtureCatalogue } from './test-catalogue';

let t: TestApp;
let anonymous: TestClient;
let owner: BuiltUser;
let other: BuiltUser;
let admin: BuiltUser;
const tags: Record<'reds' | 'greens' | 'favourites' | 'othersReds', TTag> = {} as never;
let maroon: TColor;

async function search(client: TestClient, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return client.get<TPaintSearchResult[] & { message?: string }>(`/api/paints/search-with-tags?${query}`);
}

/** What a painter reads in the suggestion list: name and manufacturer (and whose it is). */
async function names(client: TestClient, params: Record<string, string | number>) {
  const res = await search(client, params);
  expect(res.status).toBe(200);
  return res.body.map((r) => `${r.kind === 'color' ? 'mine: ' : ''}${r.paintName} (${r.manufacturer ?? '-'})`);
}

async function addColor(user: BuiltUser, paletteId: string, paint: Partial<TColor>, tagged: TTag[]) {
  const color = (await user.client.post<TColor>('/api/colors', { paletteId, hexCode: '#C8102E', ...paint })).body;
  for (const tag of tagged) await user.client.post(`/api/colors/${color.id}/tags`, { tagId: tag.id, userId: user.user.id });
  return color;
}

beforeAll(async () => {
  t = await createTestApp();
  await importFixtureCatalogue(t.db);
  // Golden's Ultramarine Blue in three lines (one acrylic paint), twelve numbered greys, and Daniel
  // Smith's Burnt Sienna in gouache beside its watercolour.
  await importCatalogue({ db: t.db, files: [fixture('more-paints.csv')] });
  anonymous = createClient(t.app);
  [owner, other, admin] = [await buildUser(t), await buildUser(t), await buildUser(t)];
  await makeAdmin(t.db, admin.user.id);
  const newTag = async (user: BuiltUser, name: string) => (await user.client.post<TTag>('/api/tags', { userId: user.user.id, name })).body;
  tags.reds = await newTag(owner, 'reds');
  tags.greens = await newTag(owner, 'greens');
  tags.favourites = await newTag(owner, 'favourites');
  tags.othersReds = await newTag(other, 'reds');
  const studio = await buildPalette(t.db, { userId: owner.user.id });
  const travel = await buildPalette(t.db, { userId: owner.user.id });
  await addColor(owner, studio.id, { paintName: 'Quinacridone Rose', manufacturer: 'Daniel Smith', pigmentCode: 'PV 19' }, [
    tags.reds,
    tags.favourites,
  ]);
  // The same paint in a second palette is suggested once.
  await addColor(owner, travel.id, { paintName: 'Quinacridone Rose', manufacturer: 'Daniel Smith', pigmentCode: 'PV 19' }, [tags.reds]);
  maroon = await addColor(owner, studio.id, { paintName: 'Perylene Maroon', manufacturer: 'Daniel Smith', pigmentCode: 'PR179' }, [
    tags.reds,
  ]);
  await addColor(owner, studio.id, { paintName: 'Sap Green', pigmentCode: 'PG7, PO48', hexCode: '#507D2A' }, [tags.greens]);
  await addColor(owner, travel.id, { paintName: 'Cerulean Blue', pigmentCode: 'PB150' }, [tags.greens]);
  const theirs = await buildPalette(t.db, { userId: other.user.id });
  await addColor(other, theirs.id, { paintName: 'Their Quinacridone Red', manufacturer: 'Daniel Smith' }, [tags.othersReds]);
});

describe('ranking of catalogue paints', () => {
  it('puts names beginning with the text first, in name order', async () => {
    expect(await names(anonymous, { query: 'quin' })).toEqual([
      'Quinacridone Gold (Daniel Smith)',
      'Quinacridone Magenta (Daniel Smith)',
      'Quinacridone Rose (Daniel Smith)',
    ]);
  });

  it('then names, manufacturers and series with words beginning so', async () => {
    expect((await names(anonymous, { query: 'rose' })).slice(0, 3)).toEqual([
      'Rose Madder Genuine (Winsor & Newton)',
      'Permanent Rose (Winsor & Newton)',
      'Quinacridone Rose (Daniel Smith)',
    ]);
    expect(await names(anonymous, { query: 'daniel smith quin' })).toEqual([
      'Quinacridone Gold (Daniel Smith)',
      'Quinacridone Magenta (Daniel Smith)',
      'Quinacridone Rose (Daniel Smith)',
    ]);
    expect(await names(anonymous, { query: 'cotman' })).toEqual(['Ivory Black (Winsor & Newton)']);
  });

  it('puts an exact name before longer names that begin with it', async () => {
    const found = await names(anonymous, { query: 'French Ultramarine' });
    expect(found.slice(0, 2)).toEqual(['French Ultramarine (Daniel Smith)', 'French Ultramarine (Winsor & Newton)']);
    expect((await names(anonymous, { query: 'phthalo blue' })).slice(0, 3)).toEqual([
      'Phthalo Blue (Schmincke)',
      'Phthalo Blue (Green Shade) (Daniel Smith)',
      'Phthalo Blue (Red Shade) (Daniel Smith)',
    ]);
  });

  it('forgives a misspelt name, after every better match', async () => {
    const found = await names(anonymous, { query: 'ultramrine' });
    expect(found).toEqual(expect.arrayContaining(['Ultramarine Finest (Schmincke)', 'French Ultramarine (Daniel Smith)']));
    expect(found).not.toContain('Quinacridone Rose (Daniel Smith)');
  });

  it('narrows to a manufacturer and series, in any case; an unknown one finds nothing', async () => {
    expect(await names(anonymous, { query: 'ultramarine', manufacturer: 'schmincke' })).toEqual(['Ultramarine Finest (Schmincke)']);
    expect(await names(anonymous, { query: 'ultramarine', manufacturer: 'Daniel Smith', seriesName: 'extra fine' })).toEqual([
      'Ultramarine Turquoise (Daniel Smith)',
      'French Ultramarine (Daniel Smith)',
    ]);
    expect(await names(anonymous, { query: 'ultramarine', manufacturer: 'Nobody' })).toEqual([]);
  });

  it('caps the results at the limit (10 by default, at most 50)', async () => {
    const greys = Array.from({ length: 12 }, (_, i) => `Numbered Grey ${String(i + 1).padStart(2, '0')} (Sampler)`);
    expect(await names(anonymous, { query: 'numbered grey' })).toEqual(greys.slice(0, 10));
    expect(await names(anonymous, { query: 'numbered grey', limit: 12 })).toEqual(greys);
    expect(await names(anonymous, { query: 'blue', limit: 2 })).toHaveLength(2);
    expect((await search(anonymous, { query: 'blue', limit: 51 })).status).toBe(400);
  });

  it("shows a maker's paint once, however many lines sell it", async () => {
    expect(await names(anonymous, { query: 'ultramarine' })).toEqual([
      'Ultramarine Blue (Golden)',
      'Ultramarine Finest (Schmincke)',
      'Ultramarine Turquoise (Daniel Smith)',
      'French Ultramarine (Daniel Smith)',
      'French Ultramarine (Winsor & Newton)',
    ]);
  });

  it("shows a maker's paint of one name in each medium it comes in, the palette's medium first", async () => {
    const inMedia = async (params: Record<string, string>) => {
      const res = await search(anonymous, { query: 'burnt sienna', ...params });
      return res.body.map((r) => `${r.paintName} (${r.manufacturer ?? '-'}, ${r.medium ?? '-'})`);
    };
    expect(await inMedia({ preferredMedium: 'Gouache' })).toEqual([
      'Burnt Sienna (Daniel Smith, Gouache)',
      'Burnt Sienna (Daniel Smith, Watercolor)',
    ]);
    expect(await inMedia({ preferredMedium: 'Watercolor' })).toEqual([
      'Burnt Sienna (Daniel Smith, Watercolor)',
      'Burnt Sienna (Daniel Smith, Gouache)',
    ]);
    // Without a medium, and misspelt: both still, one per medium.
    expect((await inMedia({})).sort()).toEqual(['Burnt Sienna (Daniel Smith, Gouache)', 'Burnt Sienna (Daniel Smith, Watercolor)']);
    const misspelt = await search(anonymous, { query: 'burnt siena', preferredMedium: 'Gouache' });
    expect(misspelt.body.map((r) => r.medium)).toEqual(['Gouache', 'Watercolor']);
  });

  it("puts the palette's medium first, rank by rank", async () => {
    expect(await names(anonymous, { query: 'ultramarine', preferredMedium: 'Watercolor' })).toEqual([
      'Ultramarine Finest (Schmincke)',
      'Ultramarine Turquoise (Daniel Smith)',
      'French Ultramarine (Daniel Smith)',
      'French Ultramarine (Winsor & Newton)',
      'Ultramarine Blue (Golden)',
    ]);
    expect((await names(anonymous, { query: 'PB29', preferredMedium: 'Acrylic' }))[0]).toBe('Ultramarine Blue (Golden)');
    // A medium the catalogue lacks changes nothing.
    expect(await names(anonymous, { query: 'ultramarine', preferredMedium: 'Oil' })).toEqual(
      await names(anonymous, { query: 'ultramarine' }),
    );
    expect((await search(anonymous, { query: 'ultramarine', preferredMedium: 'Oil Paint' })).status).toBe(400);
  });
});

describe('pigment codes however they are written', () => {
  const pb29 = [
    'French Ultramarine (Daniel Smith)',
    'French Ultramarine (Winsor & Newton)',
    'Ultramarine Blue (Golden)',
    'Ultramarine Finest (Schmincke)',
    // A mixture holding PB29 after the paints made of PB29 alone.
    'Ultramarine Turquoise (Daniel Smith)',
  ];

  it.each(['PB29', 'PB 29', 'P.B.29', 'pb29', 'Pigment Blue 29'])('%s finds the PB29 paints', async (query) => {
    expect(await names(anonymous, { query })).toEqual(pb29);
  });

  it('finds every variant of a code typed without one, after the code itself', async () => {
    expect(await names(anonymous, { query: 'PB15' })).toEqual([
      'Phthalo Blue (Red Shade) (Daniel Smith)',
      'Phthalo Blue (Schmincke)',
      'Phthalo Blue (Green Shade) (Daniel Smith)',
      'Winsor Blue (Green Shade) (Winsor & Newton)',
    ]);
    expect(await names(anonymous, { query: 'PB15:3' })).toEqual([
      'Phthalo Blue (Green Shade) (Daniel Smith)',
      'Winsor Blue (Green Shade) (Winsor & Newton)',
    ]);
  });

  it('finds the codes a code still being typed begins, when it matches no paint itself', async () => {
    // 'pb2' on the way to 'pb29': PB29 is the only PB2x in the catalogue.
    expect(await names(anonymous, { query: 'pb2' })).toEqual(pb29);
    // 'p.b. 1': PB1 is in no paint; PB15 and its variants are, all single-pigment, so in name order.
    expect(await names(anonymous, { query: 'p.b. 1' })).toEqual([
      'Phthalo Blue (Schmincke)',
      'Phthalo Blue (Green Shade) (Daniel Smith)',
      'Phthalo Blue (Red Shade) (Daniel Smith)',
      'Winsor Blue (Green Shade) (Winsor & Newton)',
    ]);
    // A code with words is no code being typed.
    expect(await names(anonymous, { query: 'french pb2' })).toEqual([]);
  });

  it('combines codes and words', async () => {
    expect(await names(anonymous, { query: 'PB29 PG7' })).toEqual(['Ultramarine Turquoise (Daniel Smith)']);
    expect(await names(anonymous, { query: 'french PB29' })).toEqual(pb29.slice(0, 2));
  });
});

describe('what a search needs', () => {
  it('refuses fewer than 3 characters without a tag, saying why', async () => {
    for (const query of ['', 'qu', '  q  ']) {
      const res = await search(anonymous, { query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('query: Type at least 3 characters or choose a tag to search paints.');
    }
    expect((await search(owner.client, { query: 'qu', tagIds: tags.reds.id })).status).toBe(200);
  });

  it('refuses malformed tags, filter modes and user ids', async () => {
    expect((await search(owner.client, { tagIds: 'not-a-tag' })).status).toBe(400);
    expect((await search(owner.client, { tagIds: tags.reds.id, filterMode: 'XOR' })).status).toBe(400);
    expect((await search(owner.client, { query: 'quin', userId: 'me' })).status).toBe(400);
  });
});

describe("the caller's own tagged colors", () => {
  it('with any selected tag (OR, the default), each paint once, and no catalogue without a query', async () => {
    expect(await names(owner.client, { tagIds: tags.reds.id })).toEqual([
      'mine: Perylene Maroon (Daniel Smith)',
      'mine: Quinacridone Rose (Daniel Smith)',
    ]);
    expect(await names(owner.client, { tagIds: `${tags.reds.id},${tags.greens.id}` })).toEqual([
      'mine: Cerulean Blue (-)',
      'mine: Perylene Maroon (Daniel Smith)',
      'mine: Quinacridone Rose (Daniel Smith)',
      'mine: Sap Green (-)',
    ]);
  });

  it('with every selected tag (AND)', async () => {
    const both = { tagIds: `${tags.reds.id},${tags.favourites.id}`, filterMode: 'AND' };
    expect(await names(owner.client, both)).toEqual(['mine: Quinacridone Rose (Daniel Smith)']);
    expect(await names(owner.client, { ...both, filterMode: 'OR' })).toHaveLength(2);
  });

  it('narrowed by the query, before the catalogue paints it finds', async () => {
    const res = await search(owner.client, { query: 'quin', tagIds: tags.reds.id });
    expect(res.body.map((r) => [r.kind, r.paintName])).toEqual([
      ['color', 'Quinacridone Rose'],
      ['catalogue', 'Quinacridone Gold'],
      ['catalogue', 'Quinacridone Magenta'],
      ['catalogue', 'Quinacridone Rose'],
    ]);
    expect(res.body[0]).toMatchObject({ kind: 'color', pigmentCode: 'PV19', hexCode: '#C8102E' });
    expect(await names(owner.client, { query: 'PG7', tagIds: tags.greens.id })).toEqual([
      'mine: Sap Green (-)',
      'Phthalo Green (Blue Shade) (Daniel Smith)',
      'Ultramarine Turquoise (Daniel Smith)',
    ]);
    // PB15 reaches PB15:n, never PB150.
    expect(await names(owner.client, { query: 'PB15', tagIds: tags.greens.id, limit: 1 })).toEqual([
      'Phthalo Blue (Red Shade) (Daniel Smith)',
    ]);
  });

  it('leaves out the color being edited', async () => {
    expect(await names(owner.client, { tagIds: tags.reds.id, excludeColorId: maroon.id })).toEqual([
      'mine: Quinacridone Rose (Daniel Smith)',
    ]);
    expect((await search(owner.client, { tagIds: tags.reds.id, excludeColorId: 'maroon' })).status).toBe(400);
  });

  it("never counts another painter's tag on one's own color, nor one's tag on another's color", async () => {
    // A link the API would refuse, made directly: the owner's color under the other painter's tag.
    await t.db.execute(sql`insert into color_tags (color_id, tag_id) values (${maroon.id}, ${tags.othersReds.id})`);
    expect(await names(owner.client, { tagIds: tags.othersReds.id })).toEqual([]);
    expect(await names(other.client, { tagIds: tags.othersReds.id })).toEqual(['mine: Their Quinacridone Red (Daniel Smith)']);
    await t.db.execute(sql`delete from color_tags where color_id = ${maroon.id} and tag_id = ${tags.othersReds.id}`);
  });

  it("never shows another painter's colors, whatever tag ids are sent", async () => {
    expect(await names(owner.client, { tagIds: tags.othersReds.id })).toEqual([]);
    expect(await names(owner.client, { tagIds: `${tags.reds.id},${tags.othersReds.id}`, filterMode: 'AND' })).toEqual([]);
    expect(await names(owner.client, { tagIds: `${tags.reds.id},${tags.othersReds.id}` })).not.toContain(
      'mine: Their Quinacridone Red (Daniel Smith)',
    );
    expect(await names(other.client, { tagIds: tags.reds.id })).toEqual([]);
    expect(await names(other.client, { tagIds: tags.othersReds.id })).toEqual(['mine: Their Quinacridone Red (Daniel Smith)']);
  });
});

describe('who may search what', () => {
  it('lets anyone search the catalogue, and only signed-in painters their colors', async () => {
    expect((await search(anonymous, { query: 'quin' })).status).toBe(200);
    expect((await search(anonymous, { tagIds: tags.reds.id })).status).toBe(401);
    expect((await search(anonymous, { query: 'quin', userId: owner.user.id })).status).toBe(401);
  });

  it('takes a userId only for the caller, or from an admin', async () => {
    const params = { query: 'quin', tagIds: tags.reds.id, userId: owner.user.id };
    expect((await search(owner.client, params)).status).toBe(200);
    const refused = await search(other.client, params);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may only act for your own account.');
    const asAdmin = await search(admin.client, params);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body[0]).toMatchObject({ kind: 'color', paintName: 'Quinacridone Rose' });
  });
});
