import { beforeAll, describe, expect, it } from 'vitest';
import { mixHex } from '#common/color/paint-mix.ts';
import { deltaEText } from '#common/mix-texts.ts';
import type { TPaintMatch } from '#common/schemas/paints.ts';
import { paints } from '#server/db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';

let t: TestApp;

// A split-primary watercolour set of several makers (two of one Burnt Sienna), and acrylics that
// must never come into a watercolour's recipes.
const WATERCOLOURS = [
  ['Daniel Smith', 'Hansa Yellow Medium', '#FFDE00', 'https://shop.example/ds-hansa'],
  ['Winsor & Newton', 'Winsor Lemon', '#F5E51A', null],
  ['Daniel Smith', 'French Ultramarine', '#1530B6', 'https://shop.example/ds-ultramarine'],
  ['Winsor & Newton', 'Winsor Blue (Green Shade)', '#0E3A6B', null],
  ['Daniel Smith', 'Pyrrol Scarlet', '#E72D2C', null],
  ['Daniel Smith', 'Quinacridone Rose', '#D22D58', null],
  ['Daniel Smith', 'Burnt Sienna', '#A94D34', null],
  ['Schmincke', 'Burnt Sienna', '#9C4A30', null],
  ['Daniel Smith', 'Yellow Ochre', '#C9952E', null],
  ['Winsor & Newton', 'Ivory Black', '#2A2826', null],
] as const;
const ACRYLICS = [
  ['Golden', 'Hansa Yellow Opaque', '#FFD200'],
  ['Golden', 'Ultramarine Blue', '#1F2F9A'],
] as const;

const match = (query: Record<string, string>, address = '192.0.2.10') =>
  t.app.request(`/api/paints/match?${new URLSearchParams(query)}`, { headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address } });
const names = (answer: TPaintMatch, recipe: TPaintMatch['pairs'][number] | undefined) =>
  recipe?.parts.map(({ paint }) => answer.paints[paint]?.paintName).sort();

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(paints).values([
    ...WATERCOLOURS.map(([manufacturer, paintName, hex, affiliateLink]) => ({
      manufacturer,
      paintName,
      defaultHexCode: hex,
      medium: 'Watercolor',
      affiliateLink,
      pigmentCodes: [],
    })),
    ...ACRYLICS.map(([manufacturer, paintName, hex]) => ({
      manufacturer,
      paintName,
      defaultHexCode: hex,
      medium: 'Acrylic',
      pigmentCodes: [],
    })),
  ]);
});

describe('GET /api/paints/match', () => {
  it('finds a green mixed from a yellow and a blue of the catalogue again, from those tubes, with their Buy links', async () => {
    const green = mixHex([
      { hexCode: '#FFDE00', parts: 3 },
      { hexCode: '#1530B6', parts: 1 },
    ]);
    const res = await match({ hex: green.toLowerCase(), medium: 'Watercolor' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as TPaintMatch;
    const [best] = answer.pairs;
    expect(names(answer, best)).toEqual(['French Ultramarine', 'Hansa Yellow Medium']);
    expect(best?.deltaE).toBeLessThan(1);
    expect(deltaEText(best?.deltaE ?? 99)).toMatch(/, indistinguishable: the eye cannot tell them apart$/);
    expect(answer.paints.find((paint) => paint.paintName === 'Hansa Yellow Medium')?.affiliateLink).toBe('https://shop.example/ds-hansa');
    // Every recipe of every kind, of watercolours only; at most three of each kind.
    expect(answer.paints.every((paint) => paint.medium === 'Watercolor')).toBe(true);
    for (const kind of [answer.singles, answer.pairs, answer.triples]) expect(kind.length).toBeLessThanOrEqual(3);
    expect(answer.triples.every((recipe) => recipe.parts.length === 3)).toBe(true);
  });

  it('answers a tube’s own colour with that tube alone, and an acrylic’s with acrylics', async () => {
    const own = (await (await match({ hex: '#D22D58', medium: 'Watercolor' })).json()) as TPaintMatch;
    expect(names(own, own.singles[0])).toEqual(['Quinacridone Rose']);
    expect(own.singles[0]?.deltaE).toBeLessThan(0.5);
    const acrylic = (await (await match({ hex: '#1F2F9A', medium: 'Acrylic' })).json()) as TPaintMatch;
    expect(acrylic.paints.map((paint) => paint.medium)).toEqual(acrylic.paints.map(() => 'Acrylic'));
    expect(names(acrylic, acrylic.singles[0])).toEqual(['Ultramarine Blue']);
    // No acrylic is thinned to a wash.
    expect([...acrylic.singles, ...acrylic.pairs].every((recipe) => recipe.strength === 1)).toBe(true);
    const none = (await (await match({ hex: '#1F2F9A', medium: 'Gouache' })).json()) as TPaintMatch;
    expect(none).toEqual({ paints: [], singles: [], pairs: [], triples: [] });
  });

  it('never mixes tubes of one colour, such as two makers’ Burnt Sienna: the nearer alone is the answer', async () => {
    const sienna = (await (await match({ hex: '#A94D34', medium: 'Watercolor' })).json()) as TPaintMatch;
    expect(names(sienna, sienna.singles[0])).toEqual(['Burnt Sienna']);
    const mixes = [...sienna.pairs, ...sienna.triples].map((recipe) => names(sienna, recipe) ?? []);
    expect(mixes.length).toBeGreaterThan(0);
    for (const recipe of mixes) expect(recipe.filter((name) => name === 'Burnt Sienna').length).toBeLessThanOrEqual(1);
  });

  it('refuses what is no colour or no medium', async () => {
    const bad: Record<string, string>[] = [
      { hex: 'green', medium: 'Watercolor' },
      { hex: '#00FF00' },
      { hex: '#00FF00', medium: 'Crayon' },
    ];
    for (const query of bad) {
      expect((await match(query)).status).toBe(400);
    }
  });

  it('lets one visitor match 120 colours in 10 minutes, then says when to come back; another visitor is not held back', async () => {
    // 120 colours, each searched: a colour asked again is sent as kept and spends nothing (decision 030).
    const colour = (i: number) => `#${(0xa94d34 + i).toString(16).toUpperCase()}`;
    for (let i = 0; i < 120; i += 1) expect((await match({ hex: colour(i), medium: 'Acrylic' }, '192.0.2.20')).status).toBe(200);
    const refused = await match({ hex: colour(120), medium: 'Acrylic' }, '192.0.2.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await match({ hex: colour(7), medium: 'Acrylic' }, '192.0.2.20')).status).toBe(200);
    expect((await match({ hex: colour(120), medium: 'Acrylic' }, '192.0.2.21')).status).toBe(200);
  });
});
