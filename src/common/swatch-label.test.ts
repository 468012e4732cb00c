import { describe, expect, it } from 'vitest';
import { hasShortForms, labelWords, spokenPaintName, withShortForms, workingAreaLabel } from './swatch-label';

describe('the words of a swatch label', () => {
  it('splits a name into words, giving the short form painters use where there is one', () => {
    expect(labelWords(' Quinacridone  Burnt Orange')).toEqual([
      { text: 'Quinacridone', short: 'Quin.' },
      { text: 'Burnt', short: null },
      { text: 'Orange', short: null },
    ]);
  });

  it.each([
    ['Quinacridone Rose', true, 'Quin. Rose'],
    ['Quinacridone Burnt Orange', true, 'Quin. Burnt Orange'],
    ['Sap Green', false, 'Sap Green'],
    // Only the whole word: a name that merely starts like it keeps its letters.
    ['Quinacridones', false, 'Quinacridones'],
  ])('%s: has short forms %s, shortened %s', (name, has, short) => {
    expect(hasShortForms(name)).toBe(has);
    expect(withShortForms(name)).toBe(short);
  });
});

describe("a working-area cell's name (spec §2: after 12 characters, 'Quinacridone' as 'Quin.')", () => {
  it.each([
    ['Sap Green', 'Sap Green'],
    ['Burnt Sienna', 'Burnt Sienna'],
    ['Quinacridone Rose', 'Quin. Rose'],
    ['Quinacridone Burnt Orange', 'Quin. Burnt…'],
    ['French Ultramarine', 'French Ultra…'],
    ['Hansa Yellow Medium', 'Hansa Yellow…'],
    ['Ultramarine Violet', 'Ultramarine…'],
    ['Phthalocyanine Blue', 'Phthalocyani…'],
    ['Naples Yellow', 'Naples Yello…'],
    // Code points, not UTF-16 units: the emoji that is the 12th character is kept whole.
    ['Bright 🎨🎨🎨🎨🎨🎨 Mix', 'Bright 🎨🎨🎨🎨🎨…'],
  ])('shows %s as %s', (name, label) => {
    expect(workingAreaLabel(name)).toBe(label);
    expect([...label.replace(/…$/, '')].length).toBeLessThanOrEqual(12);
  });
});

describe("what a swatch's accessible name says of its paint", () => {
  it.each([
    // What is shown is the name, or its beginning: the name.
    ['Sap Green', 'Sap Green', 'Sap Green'],
    ['French Ultramarine', 'French Ultra…', 'French Ultramarine'],
    ['Hansa Yellow Medium', 'Hansa Yellow…', 'Hansa Yellow Medium'],
    [' Hansa  Yellow Medium', 'Hansa Yellow…', ' Hansa  Yellow Medium'],
    // What is shown says it in other words: that first, then the name.
    ['Quinacridone Rose', 'Quin. Rose', 'Quin. Rose, Quinacridone Rose'],
    ['Quinacridone Burnt Orange', 'Quin. Burnt…', 'Quin. Burnt…, Quinacridone Burnt Orange'],
  ])('%s shown as %s is read as %s', (name, shown, spoken) => {
    expect(spokenPaintName(name, shown)).toBe(spoken);
  });
});
