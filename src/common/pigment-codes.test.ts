import { describe, expect, it } from 'vitest';
import {
  compactPigmentPrefix,
  comparePigmentCodes,
  normalisePigmentCode,
  pigmentFamily,
  PIGMENT_CODE_PATTERN,
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
    ['PBk9', 'PBK9'],
    ['P.Bk.9', 'PBK9'],
    ['PBr7', 'PBR7'],
    ['PY 150', 'PY150'],
    ['PR029', 'PR29'],
    ['Pigment Blue 29', 'PB29'],
    ['pigment black 9', 'PBK9'],
  ])('reads %s as %s', (raw, code) => {
    expect(normalisePigmentCode(raw)).toBe(code);
    expect(code).toMatch(PIGMENT_CODE_PATTERN);
  });

  it.each(['', 'PB', 'P29', 'PX29', 'PB29 PV19', 'Ultramarine', 'PB29a', 'APB29'])('refuses %j', (raw) => {
    expect(normalisePigmentCode(raw)).toBeNull();
  });
});

describe('splitPigmentQuery', () => {
  it('takes the codes out of a search and keeps the words', () => {
    expect(splitPigmentQuery('ultramarine pb 29')).toEqual({ codes: ['PB29'], text: 'ultramarine' });
    expect(splitPigmentQuery('PB15:3, PG7')).toEqual({ codes: ['PB15:3', 'PG7'], text: '' });
    expect(splitPigmentQuery('P.B.29 + PV19')).toEqual({ codes: ['PB29', 'PV19'], text: '' });
    expect(splitPigmentQuery('pb29 PB 29')).toEqual({ codes: ['PB29'], text: '' });
  });

  it('leaves words that only look like a code alone', () => {
    expect(splitPigmentQuery('Pyrrol Scarlet')).toEqual({ codes: [], text: 'Pyrrol Scarlet' });
    expect(splitPigmentQuery('Deep Blue 2')).toEqual({ codes: [], text: 'Deep Blue 2' });
    expect(splitPigmentQuery('quin')).toEqual({ codes: [], text: 'quin' });
  });
});

describe('families, prefixes and order', () => {
  it('groups variants under their pigment', () => {
    expect(pigmentFamily('PB15:3')).toBe('PB15');
    expect(pigmentFamily('PB15')).toBe('PB15');
  });

  it('compacts a half-typed code', () => {
    expect(compactPigmentPrefix(' p.b 1')).toBe('PB1');
  });

  it('sorts codes the way a chart lists them', () => {
    const codes = ['PB60', 'PB150', 'PB15:3', 'PBK9', 'PB15', 'PB29', 'PB15:1', 'PY3'];
    expect(codes.sort(comparePigmentCodes)).toEqual(['PB15', 'PB15:1', 'PB15:3', 'PB29', 'PB60', 'PB150', 'PBK9', 'PY3']);
  });
});
