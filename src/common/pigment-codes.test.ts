import { describe, expect, it } from 'vitest';
import {
  compactPigmentPrefix,
  comparePigmentCodes,
  normalisePigmentCode,
  normalisePigmentText,
  PIGMENT_CODE_PATTERN,
  pigmentFamily,
  pigmentFieldCodes,
  splitPigmentQuery,
} from './pigment-codes';

describe('normalisePigmentCode', () => {
  it.each([
    ['PB29', 'PB29'],
    ['PB 29', 'PB29'],
    ['P.B.29', 'PB29'],
    ['p.b. 29', 'PB29'],
    ['pb29', 'PB29'],
    ['  PB29  ', 'PB29'],
    ['PB15:3', 'PB15:3'],
    ['PB 15 : 3', 'PB15:3'],
    ['PB15.3', 'PB15:3'],
    ['PBk9', 'PBk9'],
    ['PBK9', 'PBk9'],
    ['pbk9', 'PBk9'],
    ['P.Bk.9', 'PBk9'],
    ['PBr7', 'PBr7'],
    ['PBR7', 'PBr7'],
    ['PY 150', 'PY150'],
    ['PR029', 'PR29'],
    ['PM1', 'PM1'],
    ['Pigment Blue 29', 'PB29'],
    ['pigment black 9', 'PBk9'],
    ['Pigment Brown 7', 'PBr7'],
    ['NR9', 'NR9'],
    ['nr9', 'NR9'],
    ['NBK1', 'NBk1'],
    ['NBr8', 'NBr8'],
    ['Natural Red 9', 'NR9'],
    ['natural brown 8', 'NBr8'],
    ['BV10', 'BV10'],
    ['bv10', 'BV10'],
    ['Basic Violet 10', 'BV10'],
    ['basic red 1', 'BR1'],
  ])('reads %s as %s', (raw, code) => {
    expect(normalisePigmentCode(raw)).toBe(code);
    expect(code).toMatch(PIGMENT_CODE_PATTERN);
  });

  it.each(['', 'PB', 'P29', 'PX29', 'PB29 PV19', 'Ultramarine', 'PB29a', 'APB29', 'N.R. 9', 'No 3', 'NM1', 'B.V. 10', 'BW1', 'BBk1'])(
    'refuses %j',
    (raw) => {
      expect(normalisePigmentCode(raw)).toBeNull();
    },
  );

  it('accepts only the standard casing as standard', () => {
    for (const code of ['PBK9', 'PBR7', 'pb29', 'NBK1']) expect(code).not.toMatch(PIGMENT_CODE_PATTERN);
  });
});

describe('normalisePigmentText', () => {
  it('writes every code in standard form and leaves the rest as typed', () => {
    expect(normalisePigmentText('pb 29, P.V.19')).toBe('PB29, PV19');
    expect(normalisePigmentText('PBR7 (raw sienna), PBK9')).toBe('PBr7 (raw sienna), PBk9');
    expect(normalisePigmentText('Pigment Blue 29 + nr9')).toBe('PB29 + NR9');
    expect(normalisePigmentText('Mars black')).toBe('Mars black');
    expect(normalisePigmentText('')).toBe('');
  });
});

describe('splitPigmentQuery', () => {
  it('takes the codes out of a search and keeps the words', () => {
    expect(splitPigmentQuery('ultramarine pb 29')).toEqual({ codes: ['PB29'], text: 'ultramarine' });
    expect(splitPigmentQuery('PB15:3, PG7')).toEqual({ codes: ['PB15:3', 'PG7'], text: '' });
    expect(splitPigmentQuery('P.B.29 + PV19')).toEqual({ codes: ['PB29', 'PV19'], text: '' });
    expect(splitPigmentQuery('pb29 PB 29')).toEqual({ codes: ['PB29'], text: '' });
    expect(splitPigmentQuery('sienna pbr7')).toEqual({ codes: ['PBr7'], text: 'sienna' });
  });

  it('leaves words that only look like a code alone', () => {
    expect(splitPigmentQuery('Pyrrol Scarlet')).toEqual({ codes: [], text: 'Pyrrol Scarlet' });
    expect(splitPigmentQuery('Deep Blue 2')).toEqual({ codes: [], text: 'Deep Blue 2' });
    expect(splitPigmentQuery('quin')).toEqual({ codes: [], text: 'quin' });
    expect(splitPigmentQuery('Sepia No 3')).toEqual({ codes: [], text: 'Sepia No 3' });
    expect(splitPigmentQuery('Grün Nr. 2')).toEqual({ codes: [], text: 'Grün Nr. 2' });
  });
});

describe('pigmentFieldCodes', () => {
  it('lists the codes of a field that holds only codes', () => {
    expect(pigmentFieldCodes('PB29, PV19')).toEqual(['PB29', 'PV19']);
    expect(pigmentFieldCodes('PG7 PY110')).toEqual(['PG7', 'PY110']);
    expect(pigmentFieldCodes('PBr7')).toEqual(['PBr7']);
  });

  it('leaves a field holding more than codes to be shown as written', () => {
    expect(pigmentFieldCodes('PB29 (French)')).toBeNull();
    expect(pigmentFieldCodes('Mars black')).toBeNull();
  });
});

describe('families, prefixes and order', () => {
  it('groups variants under their pigment', () => {
    expect(pigmentFamily('PB15:3')).toBe('PB15');
    expect(pigmentFamily('PB15')).toBe('PB15');
  });

  it('compacts a half-typed code in standard casing', () => {
    expect(compactPigmentPrefix(' p.b 1')).toBe('PB1');
    expect(compactPigmentPrefix('pb')).toBe('PB');
    expect(compactPigmentPrefix('pbk')).toBe('PBk');
    expect(compactPigmentPrefix('P.Br 7')).toBe('PBr7');
  });

  it('sorts codes the way a chart lists them', () => {
    const codes = ['PB60', 'NR9', 'PB150', 'PB15:3', 'PBr7', 'PBk9', 'PB15', 'PB29', 'PB15:1', 'BV10', 'PY3'];
    expect(codes.sort(comparePigmentCodes)).toEqual([
      'PB15',
      'PB15:1',
      'PB15:3',
      'PB29',
      'PB60',
      'PB150',
      'PBk9',
      'PBr7',
      'PY3',
      'NR9',
      'BV10',
    ]);
  });
});
