import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import { nameKey, type SwatchPigment, type SwatchRow, swatchFindings } from './swatch-rules';

const PIGMENTS = new Map<string, SwatchPigment>([
  ['PB29', { hueFamily: 'blue', bias: 'warm', shadesVary: false }],
  ['PB15:3', { hueFamily: 'blue', bias: 'cool', shadesVary: false }],
  ['PBr7', { hueFamily: 'brown', bias: '', shadesVary: true }],
  ['PR108', { hueFamily: 'red', bias: 'warm', shadesVary: true }],
  ['PV19', { hueFamily: 'red', bias: 'cool', shadesVary: true }],
  ['PB60', { hueFamily: 'blue', bias: 'warm', shadesVary: false }],
  ['PBk9', { hueFamily: 'black', bias: '', shadesVary: false }],
  ['PR101', { hueFamily: 'brown', bias: '', shadesVary: true }],
  ['PW6', { hueFamily: 'white', bias: '', shadesVary: false }],
]);

const row = (manufacturer: string, paintName: string, codes: string, hex: string, recorded = true): SwatchRow => ({
  manufacturer,
  paintName,
  pigmentCodes: codes ? codes.split(' ') : [],
  hex,
  recorded,
});

describe('the swatch rules', () => {
  it('find a tint among other makers’ masstones of its pigment and give it their depth, keeping its hue', () => {
    const rows = [
      row('A', 'French Ultramarine', 'PB29', '#1526BA'),
      row('B', 'French Ultramarine', 'PB29', '#1A38B2'),
      row('C', 'French Ultramarine', 'PB29', '#3F5FE8'),
    ];
    const findings = swatchFindings(rows, PIGMENTS);
    expect(findings.map(({ index, summary }) => [index, summary])).toEqual([[2, 'a tint']]);
    expect(findings[0]?.estimate).toMatch(/^#[0-9A-F]{6}$/);
  });

  // Issue 42: Daniel Smith's Italian Venetian Red was recorded as #F7E2D5, a pale peach; no other maker sells the name.
  it('find a near-white recorded for a coloured pigment under a name no other maker sells, and give it its pigment’s masstones', () => {
    const rows = [
      row('A', 'Italian Venetian Red', 'PR101', '#F7E2D5'),
      row('B', 'Venetian Red', 'PR101', '#964439'),
      row('C', 'Indian Red', 'PR101', '#78403D'),
      row('D', 'Light Red', 'PR101', '#A34536'),
      // A white's masstone is white.
      row('B', 'Titanium White', 'PW6', '#F7F5F0'),
      row('C', 'Titanium White', 'PW6', '#F5F2EB'),
    ];
    const findings = swatchFindings(rows, PIGMENTS);
    expect(findings.map(({ index, summary }) => [index, summary])).toEqual([[0, 'a near-white']]);
    const estimate = converter('oklch')(findings[0]?.estimate ?? '#FFFFFF');
    expect(estimate?.l).toBeLessThan(0.6);
    expect(estimate?.h).toBeGreaterThan(20);
    expect(estimate?.h).toBeLessThan(45);
  });

  it('move a paint off its pigment’s hue into the range of its family and bias', () => {
    const [finding] = swatchFindings([row('A', 'Phthalo Blue (Green Shade)', 'PB15:3', '#313871')], PIGMENTS);
    expect(finding?.summary).toBe("off PB15:3's hue");
    expect(finding?.reason).toMatch(/hue moved to 252°/);
  });

  it('darken colours painters know as dark, after the other makers of that name', () => {
    const rows = [
      row('A', 'Raw Umber', 'PBr7', '#AB6E35'),
      row('B', 'Raw Umber', 'PBr7', '#584434'),
      row('C', 'Sepia', '', '#7A6A5A', false),
    ];
    expect(swatchFindings(rows, PIGMENTS).map(({ index, summary }) => [index, summary])).toEqual([
      [0, 'a tint'],
      [2, 'too light for a sepia'],
    ]);
  });

  // Issue 42: the classes of swatch a painter rejected as masstones.
  it.each([
    [
      'an indanthrone recorded as grey slate takes its pigment’s chroma and hue',
      [
        row('A', 'Indanthrone Blue', 'PB60', '#3E3F56'),
        row('B', 'Indanthrone Blue', 'PB60', '#2D367D'),
        row('C', 'Indanthrene Blue', 'PB60', '#29326A'),
      ],
      [[0, 'greyed']],
    ],
    [
      'a quinacridone rose at its maker’s cadmium red’s hue takes the rose of other makers',
      // The catalogue's five PV19 quinacridone roses as their charts recorded them: 22°, and 4-16°.
      [
        row('A', 'Quinacridone Rose', 'PV19', '#C82235'),
        row('B', 'Quinacridone Rose', 'PV19', '#D22D58'),
        row('C', 'Quinacridone Rose', 'PV19', '#D2294C'),
        row('D', 'Quinacridone Rose', 'PV19', '#BD205C'),
        row('E', 'Quinacridone Rose', 'PV19', '#C02161'),
      ],
      [[0, "off other makers' quinacridone rose hue"]],
    ],
    [
      'one value recorded for two makers’ ivory blacks is an estimate for both, not a reference',
      [row('A', 'Ivory Black', 'PBk9', '#191919'), row('B', 'Ivory Black', 'PBk9', '#191919'), row('C', 'Ivory Black', 'PBk9', '#221F1E')],
      [
        [0, 'shared with 1 other paint'],
        [1, 'shared with 1 other paint'],
      ],
    ],
    [
      'a maker’s one paint in two lines may share its value',
      [row('A', 'Ivory Black', 'PBk9', '#191919'), row('A', 'Ivory black', 'PBk9', '#191919')],
      [],
    ],
  ])('%s', (_, rows, expected) => {
    expect(swatchFindings(rows, PIGMENTS).map(({ index, summary }) => [index, summary])).toEqual(expected);
  });

  it('never let a maker’s Deep shade be lighter than its plain one', () => {
    const rows = [
      row('A', 'Cadmium Red', 'PR108', '#E93432'),
      row('A', 'Cadmium Red Deep', 'PR108', '#E04646'),
      row('B', 'Cadmium Red Deep', 'PR108', '#BD283A'),
    ];
    const findings = swatchFindings(rows, PIGMENTS);
    expect(findings.map(({ index }) => index)).toEqual([1]);
  });

  it('read a masstone’s depth without the references that are tints themselves', () => {
    // Three masstones (OKLab L 0.39-0.41) and nine charts recorded lighter (0.50-0.68): the darker half's
    // median alone (0.46) would pass A's 0.49; leaving out the tints, round by round, the depth is the masstones'.
    const references = [
      '#1526BA',
      '#0032BC',
      '#1A38B2',
      '#3858C9',
      '#3A5AD0',
      '#3C5CCC',
      '#4A6AF0',
      '#4D6CEE',
      '#4A6AF0',
      '#6A86F5',
      '#7090F8',
      '#6C88F2',
    ];
    const findings = swatchFindings(
      [row('A', 'French Ultramarine', 'PB29', '#2F4CD8'), ...references.map((hex, i) => row(`M${i}`, 'French Ultramarine', 'PB29', hex))],
      PIGMENTS,
    );
    const finding = findings.find(({ index }) => index === 0);
    expect(finding?.summary).toBe('a tint');
    expect(converter('oklch')(finding?.estimate ?? '#FFFFFF')?.l).toBeLessThan(0.42);
  });

  it('hold a Deep shade’s estimate to its plain shade’s depth when other makers’ Deeps are lighter', () => {
    const rows = [
      row('A', 'Cadmium Red', 'PR108', '#B02020'),
      row('A', 'Cadmium Red Deep', 'PR108', '#F06060'),
      row('B', 'Cadmium Red Deep', 'PR108', '#D03040'),
      row('C', 'Cadmium Red Deep', 'PR108', '#C83040'),
    ];
    const finding = swatchFindings(rows, PIGMENTS).find(({ index }) => index === 1);
    expect(finding?.summary).toBe('a tint, no lighter than Cadmium Red');
    const lightness = (hex: string) => converter('oklch')(hex)?.l ?? 1;
    expect(lightness(finding?.estimate ?? '#FFFFFF')).toBeLessThanOrEqual(lightness('#B02020') + 0.005);
  });

  // Issue 42: Holbein's and Winsor & Newton Cotman's Permanent Rose once shared one estimate, #D0406A.
  it.each([
    {
      case: 'its maker’s own paint of the name in another line',
      rows: [
        row('W&N', 'Permanent Rose', '', '#D0406A', false),
        row('W&N', 'Permanent Rose', 'PV19', '#CA2B41'),
        row('ShinHan', 'Permanent Rose', '', '#D12743'),
      ],
      summary: "no chart records it: its maker's charted Permanent Rose of another line",
      estimate: '#CA2B41',
    },
    {
      case: 'two other makers’ recorded paints of the name',
      rows: [
        row('Holbein', 'Permanent Rose', '', '#D0406A', false),
        row('W&N', 'Permanent Rose', 'PV19', '#CA2B41'),
        row('ShinHan', 'Permanent Rose', '', '#D12743'),
      ],
      summary: "no chart records it: the masstone of 2 other makers' charted permanent rose",
      estimate: undefined,
    },
  ])('give a paint no chart records the masstone of $case', ({ rows, summary, estimate }) => {
    const [finding, ...others] = swatchFindings(rows, PIGMENTS);
    expect(others).toEqual([]);
    expect(finding?.index).toBe(0);
    expect(finding?.summary).toBe(summary);
    if (estimate) expect(finding?.estimate).toBe(estimate);
    // Within the hues the charts give, not at the old estimate's bluer pink.
    const hueOf = (hex: string) => converter('oklch')(hex)?.h ?? 0;
    const charted = rows.filter((r) => r.recorded).map((r) => hueOf(r.hex));
    const hue = hueOf(finding?.estimate ?? '#000000');
    expect(hue).toBeGreaterThanOrEqual(Math.min(...charted) - 0.5);
    expect(hue).toBeLessThanOrEqual(Math.max(...charted) + 0.5);
    expect(Math.abs(hue - hueOf('#D0406A'))).toBeGreaterThan(5);
  });

  it('leave an estimate no chart can replace: one other maker’s value is no masstone, and a Hue is not its pigment', () => {
    const rows = [
      row('Holbein', 'Mauve', '', '#6B3E7A', false),
      row('Da Vinci', 'Mauve', '', '#372F4B'),
      row('W&N', 'Gamboge Hue', '', '#EBA01E', false),
      row('Blockx', 'Gamboge', '', '#FFB000'),
      row('Talens', 'Gamboge', '', '#F7BD00'),
    ];
    expect(swatchFindings(rows, PIGMENTS)).toEqual([]);
  });

  it('leave a maker’s other shades of a pigment and estimates as they are', () => {
    const rows = [
      row('A', 'Quinacridone Red', 'PB29', '#1526BA'),
      row('A', 'Ultramarine Light', 'PB29', '#3F5FE8'),
      row('B', 'Mystery Blue', 'PB29', '#3F5FE8', false),
    ];
    expect(swatchFindings(rows, PIGMENTS).map(({ index }) => index)).toEqual([2]);
    expect(nameKey('Cadmium yellow middle')).toBe(nameKey('Cadmium Yellow Medium'));
  });
});
