import { describe, expect, it } from 'vitest';
import { labelWords, workingAreaLabel } from './swatch-label';

describe('labelWords', () => {
  it('splits a name into words, giving the short form painters use where there is one', () => {
    expect(labelWords(' Quinacridone  Burnt Orange')).toEqual([
      { text: 'Quinacridone', short: 'Quin.' },
      { text: 'Burnt', short: null },
      { text: 'Orange', short: null },
    ]);
  });
});

describe('workingAreaLabel', () => {
  it.each([
    ['Sap Green', 'Sap Green'],
    ['Quinacridone Rose', 'Quin. Rose'],
    ['Quinacridone Burnt Orange', 'Quin. Burnt…'],
    ['French Ultramarine', 'French…'],
    ['Hansa Yellow Light', 'Hansa Yellow…'],
    ['Ultramarine Blue', 'Ultramarine…'],
    ['Phthalocyanine Blue', 'Phthalocyani…'],
  ])('shows %s as %s', (name, label) => {
    expect(workingAreaLabel(name)).toBe(label);
  });
});
