import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codesByName, readNameRules } from './pigment-names';

const RULES = readNameRules(path.resolve(import.meta.dirname, '..', 'data', 'sources', 'pigment-names.csv'));

describe('the pigments a name fixes (data/sources/pigment-names.csv)', () => {
  it.each([
    ['Cobalt Blue', 'PB28'],
    ['French Ultramarine Blue', 'PB29'],
    ['Ultramarine Deep', 'PB29'],
    ['Blue Indanthrene', 'PB60'],
    ['Phtalocyanine Blue', 'PB15'],
    ['Phthalo Green (Yellow Shade)', 'PG36'],
    ['Ultramarine Violet', 'PV15'],
    ["Potter's Pink", 'PR233'],
    ['Potters Pink', 'PR233'],
    ['Aureoline', 'PY40'],
    ['Cadmium Red Purple', 'PR108'],
    ['Raw Umber', 'PBr7'],
    ['Oxide of Chromium', 'PG17'],
  ])('%s is %s', (name, codes) => {
    expect(codesByName(RULES, name)).toBe(codes);
  });

  // A stand-in, another shade, or a name several pigments are sold under fixes nothing.
  it.each([
    'Cobalt Blue Hue',
    'Cobalt Blue Deep',
    'Ultramarine Green',
    'Cadmium Yellow Light',
    'Cerulean Blue',
    'Alizarin Crimson',
    'Burnt Sienna',
    'Yellow Ochre',
    'Titanium White',
    "Payne's Grey",
    'Permanent Alizarin Crimson',
  ])('%s fixes no pigment', (name) => {
    expect(codesByName(RULES, name)).toBeUndefined();
  });
});
