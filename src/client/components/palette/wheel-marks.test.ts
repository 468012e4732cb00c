import { describe, expect, it } from 'vitest';
import { buildColor } from '#client/test/fake-palette-api.ts';
import { hueChromaOf } from '#common/color/color-values.ts';
import type { TColor } from '#common/schemas/color.ts';
import { widestHueGap } from './hue-gap';
import { at, markAt, marksOnSameSpot, type TPoint, type TWheelMark, WHEEL, wheelLayout } from './wheel-marks';

const palette = (paints: [string, string][]): TColor[] =>
  paints.map(([paintName, hexCode], position) => ({ ...buildColor(paintName, { position }), hexCode }));

/** A watercolorist's 24 (makers' chart colours, data/paints): four blues within 6° of hue, yellows, reds and violets close. */
const TWENTY_FOUR = palette([
  ['Hansa Yellow Light', '#FDEE00'],
  ['Winsor Lemon', '#FEEC00'],
  ['Hansa Yellow Medium', '#FFDE00'],
  ['New Gamboge', '#FFB700'],
  ['Quinacridone Gold', '#DD7F27'],
  ['Raw Sienna', '#CF7931'],
  ['Pyrrol Orange', '#FF5500'],
  ['Burnt Sienna', '#A94D34'],
  ['Pyrrol Scarlet', '#E72D2C'],
  ['Pyrrol Red', '#D7292E'],
  ['Permanent Alizarin Crimson', '#BF2036'],
  ['Quinacridone Rose', '#D22D58'],
  ['Quinacridone Magenta', '#BC2154'],
  ['Carbazole Violet', '#513862'],
  ['Ultramarine Violet', '#8D6BBB'],
  ['French Ultramarine', '#084CD1'],
  ['Ultramarine Blue', '#074DD8'],
  ['Phthalo Blue (Green Shade)', '#313871'],
  ['Cobalt Blue', '#0057C8'],
  ['Cerulean Blue Chromium', '#0080B8'],
  ['Phthalo Green (Blue Shade)', '#005C4E'],
  ['Permanent Sap Green', '#45682C'],
  ["Payne's Gray", '#4C5462'],
  ['Chinese White', '#F3EFEA'],
]);

const layoutOf = (colors: TColor[]) => wheelLayout(colors, widestHueGap(colors));
const distance = (a: TPoint, b: TPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const angleOf = ({ x, y }: TPoint) => ((((Math.atan2(-y, x) * 180) / Math.PI) % 360) + 360) % 360;
const apart = (a: number, b: number) => Math.abs(((((b - a) % 360) + 540) % 360) - 180);

/** No two labels' discs overlap, none sits on the rim, and all lie inside the drawing. */
function expectLabelsClear(marks: TWheelMark[], extent: number) {
  for (const [index, mark] of marks.entries()) {
    for (const other of marks.slice(index + 1)) {
      expect(distance(mark.label, other.label), `${mark.number} and ${other.number}`).toBeGreaterThanOrEqual(2 * WHEEL.labelRadius);
    }
    const fromCentre = Math.hypot(mark.label.x, mark.label.y);
    expect(fromCentre - WHEEL.labelRadius).toBeGreaterThan(WHEEL.rimRadius + WHEEL.rimWidth / 2);
    expect(fromCentre + WHEEL.labelRadius).toBeLessThanOrEqual(extent);
  }
}

describe('wheelLayout', () => {
  it('labels 24 colors, many at close hues, round the rim without two labels overlapping', () => {
    const { marks, extent } = layoutOf(TWENTY_FOUR);
    expect(marks).toHaveLength(24);
    expectLabelsClear(marks, extent);
    // One ring: every label next to the rim, each near its dot's hue (the four blues spread about theirs).
    for (const mark of marks.filter((m) => m.hue !== null)) expect(apart(angleOf(mark.label), mark.hue ?? 0)).toBeLessThan(25);
    // A color with room keeps its label at its own hue.
    const cerulean = marks.find((mark) => mark.color.paintName === 'Cerulean Blue Chromium');
    expect(apart(angleOf(cerulean?.label ?? { x: 0, y: 0 }), cerulean?.hue ?? 0)).toBeLessThan(0.01);
  });

  it('numbers round the wheel from the widest gap, counter-clockwise, near-neutrals last and lightest first', () => {
    const { marks } = layoutOf(TWENTY_FOUR);
    const gap = widestHueGap(TWENTY_FOUR);
    // Sap Green to Cerulean (no turquoise) is the widest gap: numbering starts after it.
    expect(gap).toMatchObject({ before: 'Phthalo Green (Blue Shade)', after: 'Cerulean Blue Chromium' });
    expect(marks.map((mark) => mark.color.paintName)).toEqual([
      'Cerulean Blue Chromium',
      'Cobalt Blue',
      'Phthalo Blue (Green Shade)',
      'French Ultramarine',
      'Ultramarine Blue',
      'Ultramarine Violet',
      'Carbazole Violet',
      'Quinacridone Magenta',
      'Quinacridone Rose',
      'Permanent Alizarin Crimson',
      'Pyrrol Red',
      'Pyrrol Scarlet',
      'Burnt Sienna',
      'Pyrrol Orange',
      'Raw Sienna',
      'Quinacridone Gold',
      'New Gamboge',
      'Hansa Yellow Medium',
      'Winsor Lemon',
      'Hansa Yellow Light',
      'Permanent Sap Green',
      'Phthalo Green (Blue Shade)',
      'Chinese White',
      "Payne's Gray",
    ]);
    expect(marks.map((mark) => mark.number)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    // Near-neutrals have no hue to speak of: their dots sit in the middle, their labels in the gap.
    for (const name of ['Chinese White', "Payne's Gray"]) {
      const neutral = marks.find((mark) => mark.color.paintName === name);
      expect(neutral?.hue).toBeNull();
      expect(Math.hypot(neutral?.dot.x ?? 99, neutral?.dot.y ?? 99)).toBeLessThan(WHEEL.radius / 10);
      expect(apart(angleOf(neutral?.label ?? { x: 0, y: 0 }), 217)).toBeLessThan(10);
    }
  });

  it('puts a dot where its hue and chroma are', () => {
    const { marks } = layoutOf(TWENTY_FOUR);
    const cobalt = marks.find((mark) => mark.color.paintName === 'Cobalt Blue');
    const { hue, chroma } = hueChromaOf('#0057C8');
    expect(angleOf(cobalt?.dot ?? { x: 0, y: 0 })).toBeCloseTo(hue ?? 0, 6);
    expect(Math.hypot(cobalt?.dot.x ?? 0, cobalt?.dot.y ?? 0)).toBeCloseTo((chroma / WHEEL.maxChroma) * WHEEL.radius, 6);
  });

  it('takes more rings for the biggest palette, 168 colors, still without overlaps', () => {
    // 12 × 12 grid and a full working area, a third of them one hue.
    const hexes = Array.from({ length: 168 }, (_, index) => (index % 3 === 0 ? '#084CD1' : `hsl(${(index * 37) % 360} 70% 50%)`));
    const colors = palette(hexes.map((hex, index) => [`Paint ${index + 1}`, toHex(hex)]));
    const { marks, extent } = layoutOf(colors);
    expectLabelsClear(marks, extent);
    expect(extent).toBeGreaterThan(layoutOf(TWENTY_FOUR).extent);
  });
});

describe('markAt', () => {
  it('picks the nearest dot or label, and nothing far from both', () => {
    const { marks } = layoutOf(TWENTY_FOUR);
    const cerulean = marks.find((mark) => mark.color.paintName === 'Cerulean Blue Chromium');
    if (!cerulean) throw new Error('Cerulean is on the wheel');
    expect(markAt(marks, cerulean.dot, null)?.color.paintName).toBe('Cerulean Blue Chromium');
    expect(markAt(marks, cerulean.label, null)?.color.paintName).toBe('Cerulean Blue Chromium');
    // Halfway out in the middle of the widest gap (green to cerulean, 177° to 257°): nothing there.
    const [x, y] = at(217, WHEEL.radius / 2);
    expect(markAt(marks, { x, y }, null)).toBeNull();
  });

  it('reaches both of two colors on one spot: each has its label, and tapping the spot again picks the other', () => {
    const colors = palette([
      ['Hansa Yellow Medium', '#FFDE00'],
      ['Hansa Yellow (second tube)', '#FFDE00'],
      ['French Ultramarine', '#084CD1'],
    ]);
    const { marks, extent } = layoutOf(colors);
    expectLabelsClear(marks, extent);
    const [first, second] = marks.filter((mark) => mark.color.hexCode === '#FFDE00');
    if (!first || !second) throw new Error('both yellows are on the wheel');
    expect(marksOnSameSpot(marks, first)).toEqual([second]);
    expect(markAt(marks, first.label, null)).toBe(first);
    expect(markAt(marks, second.label, null)).toBe(second);
    const tapped = markAt(marks, first.dot, null);
    expect(tapped).toBe(first);
    expect(markAt(marks, first.dot, tapped?.number ?? null)).toBe(second);
    expect(markAt(marks, first.dot, second.number)).toBe(first);
  });
});

/** A CSS colour as #RRGGBB, for generated palettes. */
function toHex(css: string): string {
  const [h = 0, s = 0, l = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}
