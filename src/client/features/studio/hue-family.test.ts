import { describe, expect, it } from 'vitest';
import { pigmentTable } from '#common/color/paint-reading.ts';
import { familyByColour, hueFamilyOf } from './hue-family';
import { buildPigment } from './test/fake-studio-api';

describe("a paint's hue family", () => {
  it('reads a colour as painters file it: neutrals by value, dull dark warm colours as earths, the rest round the wheel', () => {
    const families = Object.fromEntries(
      Object.entries({
        quinacridoneRose: '#E3256B',
        cadmiumOrange: '#F28500',
        cadmiumYellow: '#FFD700',
        sapGreen: '#507D2A',
        ultramarine: '#1F3A93',
        dioxazine: '#4B2C7A',
        burntSienna: '#8A3324',
        titaniumWhite: '#FAFAFA',
        paynesGrey: '#40484F',
      }).map(([paint, hex]) => [paint, familyByColour(hex)]),
    );
    expect(families).toEqual({
      quinacridoneRose: 'red',
      cadmiumOrange: 'orange',
      cadmiumYellow: 'yellow',
      sapGreen: 'green',
      ultramarine: 'blue',
      dioxazine: 'violet',
      burntSienna: 'brown',
      titaniumWhite: 'white',
      paynesGrey: 'black',
    });
  });

  it("goes by its pigments' family where the pigment list knows them, by its colour otherwise", () => {
    const table = pigmentTable([buildPigment('PY42', 'brown'), buildPigment('PG7', 'green'), buildPigment('PY110', 'yellow')]);
    // Yellow ochre looks yellow, and is an earth.
    expect(hueFamilyOf({ pigmentCode: 'PY42', hexCode: '#C8A94E' }, table)).toBe('brown');
    // A mixture of families goes by what it looks like; so does a pigment the list does not know.
    expect(hueFamilyOf({ pigmentCode: 'PG7, PY110', hexCode: '#507D2A' }, table)).toBe('green');
    expect(hueFamilyOf({ pigmentCode: 'PB29', hexCode: '#1F3A93' }, table)).toBe('blue');
    expect(hueFamilyOf({ pigmentCode: null, hexCode: '#E3256B' }, table)).toBe('red');
  });
});
