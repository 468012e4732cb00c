import { differenceCiede2000 } from 'culori';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.ts';
import type { TNearestPaint } from '#common/schemas/paints.ts';
import { paints } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let painter: BuiltUser;

// Known colors: a blue, a near-blue of another medium, a yellow, a green between them.
const FIXTURE = [
  { manufacturer: 'Winsor & Newton', paintName: 'French Ultramarine', hexCode: '#2B3A8C', medium: 'Watercolor' },
  { manufacturer: 'Golden', paintName: 'Ultramarine Blue', hexCode: '#2C3B8D', medium: 'Acrylic' },
  { manufacturer: 'Daniel Smith', paintName: 'Hansa Yellow Medium', hexCode: '#F2C200', medium: 'Watercolor' },
  { manufacturer: 'Daniel Smith', paintName: 'Sap Green', hexCode: '#5A7A2B', medium: 'Watercolor' },
] as const;

const ciede2000 = differenceCiede2000();
const deltaE = (a: string, b: string) => Math.round(ciede2000(a, b) * 10) / 10;
const nearest = (query: string) => createClient(t.app).get<TNearestPaint[]>(`/api/paints/nearest?${query}`);
const summary = (found: TNearestPaint[]) =>
  found.map(({ hexCode, paint, deltaE: difference }) => [hexCode, paint?.paintName ?? null, difference]);

beforeAll(async () => {
  t = await createTestApp();
  painter = await buildUser(t);
  await t.db.insert(paints).values(FIXTURE.map(({ hexCode, ...paint }) => ({ ...paint, defaultHexCode: hexCode, pigmentCodes: [] })));
});

describe('GET /api/paints/nearest', () => {
  it('answers the nearest catalogue paint to each color, in the order asked, with CIEDE2000 to one decimal', async () => {
    const hex = ['#2B3A8C', '#4F7030', '#2B3A8C', '#F0C000'].join(',');
    const res = await nearest(new URLSearchParams({ hex }).toString());
    expect(res.status).toBe(200);
    expect(summary(res.body)).toEqual([
      ['#2B3A8C', 'French Ultramarine', 0],
      ['#4F7030', 'Sap Green', deltaE('#4F7030', '#5A7A2B')],
      ['#2B3A8C', 'French Ultramarine', 0],
      ['#F0C000', 'Hansa Yellow Medium', deltaE('#F0C000', '#F2C200')],
    ]);
    // The whole catalogue entry comes with it: what a mix's card shows.
    expect(res.body[0]?.paint).toMatchObject({ manufacturer: 'Winsor & Newton', hexCode: '#2B3A8C', medium: 'Watercolor' });
  });

  it('keeps to a medium when asked, and says when no paint of it exists', async () => {
    const acrylic = await nearest(new URLSearchParams({ hex: '#2B3A8C', medium: 'Acrylic' }).toString());
    expect(summary(acrylic.body)).toEqual([['#2B3A8C', 'Ultramarine Blue', deltaE('#2B3A8C', '#2C3B8D')]]);
    // Without one, the nearest of any medium: the acrylic of that very color.
    expect(summary((await nearest(new URLSearchParams({ hex: '#2C3B8D' }).toString())).body)).toEqual([['#2C3B8D', 'Ultramarine Blue', 0]]);
    expect(summary((await nearest(new URLSearchParams({ hex: '#2B3A8C', medium: 'Ink' }).toString())).body)).toEqual([
      ['#2B3A8C', null, null],
    ]);
  });

  it('is public, as the catalogue, and answers a painter the same', async () => {
    const query = `/api/paints/nearest?${new URLSearchParams({ hex: '#F2C200' })}`;
    const anonymous = await createClient(t.app).get<TNearestPaint[]>(query);
    expect(anonymous.status).toBe(200);
    expect((await painter.client.get<TNearestPaint[]>(query)).body).toEqual(anonymous.body);
  });

  it(`refuses what is no list of up to ${LIMITS.nearestPaintsMax} hex colors, or an unknown medium`, async () => {
    for (const query of [
      '',
      'hex=',
      new URLSearchParams({ hex: '2B3A8C' }).toString(),
      new URLSearchParams({ hex: '#2B3A8C,#zzzzzz' }).toString(),
      new URLSearchParams({ hex: Array.from({ length: LIMITS.nearestPaintsMax + 1 }, () => '#2B3A8C').join(',') }).toString(),
      new URLSearchParams({ hex: '#2B3A8C', medium: 'Fresco' }).toString(),
    ]) {
      const res = await nearest(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
