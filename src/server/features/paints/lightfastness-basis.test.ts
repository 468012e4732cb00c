import { beforeAll, describe, expect, it } from 'vitest';
import type { TAlternative, TCataloguePaint, TNearestPaint, TPaintMatch, TPaintSearchResult, TPaintsPage } from '#common/schemas/paints.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importCatalogue } from './import/import-catalogue';
import { fixture } from './test-catalogue';

let t: TestApp;
let painter: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  painter = await buildUser(t);
  await importCatalogue({ db: t.db, files: [fixture('ratings.csv'), fixture('pigments.csv')] });
});

/** What a painter is told of each paint's lightfastness: the rating, where it comes from, the maker's own words. */
const origin = (paint: TCataloguePaint | null | undefined) =>
  paint && [paint.paintName, paint.lightfastness, paint.lightfastnessBasis, paint.makerLightfastness];

// Issue 42, item 4: read from each row's source as the catalogue's writer words it.
const EXPECTED = [
  ['French Ultramarine', 'I-Excellent', 'maker', 'ASTM I'],
  ['Permanent Magenta', 'II-Very Good', 'maker', 'AA'],
  ['Phthalo Blue (Green Shade)', 'I-Excellent', 'pigment', null],
  ['Phthalo Green (Blue Shade)', 'I-Excellent', 'pigment', null],
  ['Quinacridone Gold Hue', null, null, null],
  ['Quinacridone Violet', 'III-Fair', 'maker', 'B'],
];

describe("where a catalogue paint's lightfastness comes from", () => {
  it("is the maker's (with its scale), the pigment's, or unknown, in the catalogue's pages", async () => {
    const res = await painter.client.get<TPaintsPage>('/api/paints?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.paints.map(origin).sort()).toEqual(EXPECTED);
  });

  it('says the same in suggestions, nearest paints, alternatives and matches', async () => {
    const found = await painter.client.get<TPaintSearchResult[]>('/api/paints/search-with-tags?query=phthalo');
    expect(found.body.map((paint) => paint.kind === 'catalogue' && origin(paint))).toEqual([EXPECTED[2], EXPECTED[3]]);

    const nearest = await painter.client.get<TNearestPaint[]>('/api/paints/nearest?hex=%231F3A93,%239E1A4B');
    expect(nearest.body.map((near) => origin(near.paint))).toEqual([EXPECTED[0], EXPECTED[1]]);

    const page = await painter.client.get<TPaintsPage>('/api/paints?pageSize=100');
    const violet = page.body.paints.find((paint) => paint.paintName === 'Quinacridone Violet');
    const alternatives = await painter.client.get<TAlternative[]>(`/api/paints/${violet?.id}/alternatives?limit=10`);
    expect(alternatives.status).toBe(200);
    // Other makers' paints only: Daniel Smith's.
    expect(alternatives.body.map((alternative) => origin(alternative.paint)).sort()).toEqual([
      EXPECTED[0],
      EXPECTED[2],
      EXPECTED[3],
      EXPECTED[4],
    ]);

    const match = await painter.client.get<TPaintMatch>('/api/paints/match?hex=%230E3A6B&medium=Watercolor');
    expect(match.status).toBe(200);
    expect(match.body.paints.map(origin)).toContainEqual(EXPECTED[2]);
    expect(match.body.paints.length).toBeGreaterThan(0);
    for (const paint of match.body.paints) expect(EXPECTED).toContainEqual(origin(paint));
  });
});
