import { differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { buildPigmentFacts } from '#common/test/pigment-facts.ts';
import { pigmentTable, primaryByColour, readPaint } from './paint-reading';
import { checkPalette, NEAR_DUPLICATE_DELTA_E, type TCheckedColor } from './palette-check';

const ciede2000 = differenceCiede2000();

const TABLE = pigmentTable([
  buildPigmentFacts('PB29', { hueFamily: 'blue', bias: 'warm', lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PB15:3', { hueFamily: 'blue', bias: 'cool', lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PG18', { hueFamily: 'green', bias: 'cool', lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PY35', { hueFamily: 'yellow', bias: 'warm', shadesVary: true, lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PBk9', { hueFamily: 'black', lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PBr7', { hueFamily: 'brown', shadesVary: true, lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PR83', { hueFamily: 'red', bias: 'cool', lightfastness: 'III-Fair' }),
  buildPigmentFacts('PR108', { hueFamily: 'red', bias: 'warm', shadesVary: true, lightfastness: 'I-Excellent' }),
  buildPigmentFacts('PY40', {
    hueFamily: 'yellow',
    bias: 'mid',
    lightfastness: 'II-Very Good',
    lightfastnessNote: 'may fade in thin washes',
  }),
]);

const color = (paintName: string, pigmentCode: string | null, hexCode: string, lightfastness: string | null = null): TCheckedColor => ({
  paintName,
  pigmentCode,
  hexCode,
  lightfastness,
});

describe('reading a paint', () => {
  it.each([
    [
      'a green-shade phthalo whose colour reads warm is cool by its pigment',
      color('Phthalo Blue', 'PB15:3', '#2A3982'),
      { family: 'blue', bias: 'cool', basis: 'pigments' },
    ],
    [
      'a cadmium yellow is warm, a cadmium lemon cool by its colour among the shades of PY35',
      color('Cadmium Lemon', 'PY35', '#FEEC00'),
      { family: 'yellow', bias: 'cool', basis: 'pigments' },
    ],
    [
      'a deep cadmium yellow is warm',
      color('Cadmium Yellow Deep', 'PY35', '#FF9000'),
      { family: 'yellow', bias: 'warm', basis: 'pigments' },
    ],
    [
      'a deep yellow of cadmium red and cadmium yellow is a warm yellow, whatever their order',
      color('Cadmium Yellow Deep', 'PR108 PY35', '#FF9000'),
      { family: 'yellow', bias: 'warm', basis: 'pigments' },
    ],
    ['a red and a yellow that make an orange are no primary', color('Cadmium Orange', 'PY35 PR108', '#F46A12'), null],
    ['a blue toned with black is no primary', color("Payne's Grey", 'PB29 PBk9', '#33353A'), null],
    ['an earth has a family and no lean', color('Burnt Sienna', 'PBr7', '#A94D34'), { family: 'brown', bias: null, basis: 'pigments' }],
    [
      'a paint without codes is read by its colour',
      color('Mystery Blue', null, '#1B24BA'),
      { family: 'blue', bias: 'warm', basis: 'colour' },
    ],
    ['unknown codes are read by colour too', color('Odd Blue', 'PB99', '#08406F'), { family: 'blue', bias: 'cool', basis: 'colour' }],
  ])('%s', (_, paint, hue) => {
    expect(readPaint(paint, TABLE).hue).toEqual(hue);
  });

  it('takes the least lightfast pigment’s class, and knows none when a pigment is unknown', () => {
    expect(readPaint(color('Crimson mix', 'PR83 PB29', '#6A2040'), TABLE).pigmentLightfastness).toBe('III-Fair');
    expect(readPaint(color('Odd mix', 'PR83 PB99', '#6A2040'), TABLE).pigmentLightfastness).toBeNull();
  });

  it('reads greys and earths by colour as no primary', () => {
    for (const hex of ['#8A3324', '#40484F', '#2E8B57']) expect(primaryByColour(hex), hex).toBeNull();
  });
});

describe('checking a palette', () => {
  it('pairs primaries by pigment, fades by rating or class, and names what it read by colour', () => {
    const check = checkPalette(
      [
        color('Phthalo Blue', 'PB15:3', '#08406F'),
        color('Ultramarine', 'PB29', '#1B24BA'),
        color('Alizarin Crimson', 'PR83', '#AA182D'),
        color('Aureolin', 'PY40', '#FEDE00'),
        color('Opera Rose', null, '#F72A97', 'III-Fair'),
        color('Hand-mixed Red', null, '#E72D2C'),
        color('Sap Green', null, '#4E7636'),
      ],
      TABLE,
    );
    // Red is paired (Alizarin by its pigment, the rest by colour), blue by pigments; yellow is mid only.
    expect(check.unpairedPrimaries).toEqual([{ primary: 'yellow', has: [{ bias: 'mid', names: ['Aureolin'] }] }]);
    expect(check.mayFade.map(({ name, basis }) => [name, basis])).toEqual([
      ['Alizarin Crimson', 'pigments'],
      ['Opera Rose', 'paint'],
    ]);
    expect(check.caveats).toEqual([{ name: 'Aureolin', note: 'may fade in thin washes' }]);
    expect(check.unrated).toEqual(['Hand-mixed Red', 'Sap Green']);
    expect(check.readByColour).toEqual(['Opera Rose', 'Hand-mixed Red']);
  });

  it("says a catalogue paint's rating taken from its pigments is the pigments', and the maker's the paint's own (issue 42)", () => {
    const check = checkPalette(
      [
        { ...color('Alizarin Crimson', 'PR83', '#AA182D', 'III-Fair'), lightfastnessBasis: 'pigment' },
        { ...color('Permanent Alizarin', 'PR83', '#A3172B', 'III-Fair'), lightfastnessBasis: 'maker' },
        color('Crimson by hand', 'PR83', '#A5162C', 'III-Fair'),
      ],
      TABLE,
    );
    expect(check.mayFade).toEqual([
      { name: 'Alizarin Crimson', rating: 'III-Fair', basis: 'pigments', codes: ['PR83'] },
      { name: 'Permanent Alizarin', rating: 'III-Fair', basis: 'paint', codes: ['PR83'] },
      { name: 'Crimson by hand', rating: 'III-Fair', basis: 'paint', codes: ['PR83'] },
    ]);
  });

  it('calls colours of one pigment near-duplicates only when they also look alike', () => {
    const check = checkPalette(
      [
        color('Burnt Sienna', 'PBr7', '#A94D34'),
        color('Burnt Umber', 'PBr7', '#6B4233'),
        color('Raw Sienna', 'PBr7', '#CF7931'),
        color('Sienna Light', 'PBr7', '#B0553A'),
      ],
      TABLE,
    );
    expect(check.nearDuplicates).toEqual([{ code: 'PBr7', names: ['Burnt Sienna', 'Sienna Light'], basis: 'colour' }]);
  });

  // Issue 42: two makers' viridians (Daniel Smith's and Da Vinci's swatches), over ΔE00 5 apart, are one paint on the palette.
  it('calls colours of one single pigment made in one shade near-duplicates by the pigment, whatever their swatches', () => {
    const [first, second] = ['#00755D', '#008566'];
    expect(ciede2000(first, second)).toBeGreaterThan(NEAR_DUPLICATE_DELTA_E);
    const check = checkPalette(
      [
        color('Viridian', 'PG18', first),
        color('Viridian Hue', 'PG7', first),
        color('Viridian Green', 'P.G. 18', second),
        color('Phthalo Blue', 'PB15:3', '#08406F'),
      ],
      TABLE,
    );
    expect(check.nearDuplicates).toEqual([{ code: 'PG18', names: ['Viridian', 'Viridian Green'], basis: 'pigments' }]);
  });

  it('compares colours of unknown pigments by colour alone, and says so', () => {
    const check = checkPalette(
      [
        color('Sap Green', null, '#4E7636'),
        color('Hooker’s Green', null, '#4F7838'),
        color('Olive Green', 'PG99', '#4E7537'),
        color('Green Gold', null, '#A08A1E'),
        color('Viridian', 'PG18', '#4E7636'),
      ],
      TABLE,
    );
    expect(check.nearDuplicates).toEqual([{ code: null, names: ['Sap Green', 'Hooker’s Green', 'Olive Green'], basis: 'colour' }]);
  });
});
