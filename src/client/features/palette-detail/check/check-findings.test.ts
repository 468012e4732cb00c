import { describe, expect, it } from 'vitest';
import type { TPaletteCheck } from '#common/color/palette-check.ts';
import { CHECK_TEXTS, checkFindings, someNames } from './check-findings';

const CLEAR: TPaletteCheck = { nearDuplicates: [], mayFade: [], caveats: [], unrated: [], unpairedPrimaries: [], readByColour: [] };

describe('the palette check in words', () => {
  it('says nothing for a palette with nothing to note', () => {
    expect(checkFindings(CLEAR)).toEqual([]);
  });

  it('names at most a few paints per finding, then how many more', () => {
    expect(someNames(['A', 'B'])).toBe('A and B');
    expect(someNames(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
    expect(someNames(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C and 3 more');
  });

  it('groups each kind of finding into one line that says what to do, in the order a painter acts', () => {
    const unrated = Array.from({ length: 9 }, (_, i) => `Paint ${i + 1}`);
    const findings = checkFindings({
      nearDuplicates: [{ code: 'PB15:3', names: ['Phthalo Blue (Green Shade)', 'Winsor Blue (Green Shade)'], basis: 'pigments' }],
      mayFade: [
        { name: 'Opera Rose', rating: 'III-Fair', basis: 'paint', codes: [] },
        { name: 'Alizarin Crimson', rating: 'III-Fair', basis: 'pigments', codes: ['PR83'] },
      ],
      caveats: [{ name: 'Aureolin', note: 'may fade in thin washes (Winsor & Newton rate their Aureolin A(i))' }],
      unrated,
      unpairedPrimaries: [
        { primary: 'red', has: [{ bias: 'cool', names: ['Perylene Maroon'] }] },
        { primary: 'yellow', has: [] },
        { primary: 'blue', has: [{ bias: 'mid', names: ['Cobalt Blue'] }] },
      ],
      readByColour: ['Sap Green'],
    });
    expect(findings).toEqual([
      'Near-duplicates: Phthalo Blue (Green Shade) and Winsor Blue (Green Shade) are the same pigment, PB15:3, which paints alike whatever the swatches show. Keep one and free a slot for a color the palette lacks.',
      'May fade (2): Opera Rose (III) and Alizarin Crimson (III, from the pigment PR83). Keep them for sketches, or choose a lightfast alternative for work that will hang.',
      'Worth knowing: Aureolin may fade in thin washes. Try a wash in a sunny window for a few weeks before work that will hang.',
      "No lightfastness known (9): Paint 1, Paint 2, Paint 3 and 6 more. Check the tube's label or the maker's chart.",
      'Only a cool red (Perylene Maroon): add a warm one, a scarlet such as Pyrrol Scarlet (PR255), for clean oranges.',
      'No yellow: add a warm one, a deep yellow such as Hansa Yellow Deep (PY65), and a cool one, a lemon such as Hansa Yellow Light (PY3).',
      'Only a mid blue (Cobalt Blue): a warm and a cool blue would mix clean violets and clean greens.',
      'Warm and cool judged by color, without pigment codes: Sap Green. Add their pigment codes for a surer check.',
    ]);
  });

  it('says what decided a near-duplicate: the pigment, the pigment and the colors, or the colors alone', () => {
    expect(
      checkFindings({
        ...CLEAR,
        nearDuplicates: [
          { code: 'PBr7', names: ['Burnt Sienna', 'Sienna Light'], basis: 'colour' },
          { code: null, names: ['Sap Green', 'Hooker’s Green'], basis: 'colour' },
        ],
      }),
    ).toEqual([
      'Near-duplicates: Burnt Sienna and Sienna Light are the same pigment, PBr7, and look alike on paper. Keep one and free a slot for a color the palette lacks.',
      'Near-duplicates: Sap Green and Hooker’s Green look alike on paper (their pigments are not known, so this is by color). Keep one and free a slot for a color the palette lacks.',
    ]);
  });

  it('keeps a palette whose only news is how it was read quiet', () => {
    expect(checkFindings({ ...CLEAR, readByColour: ['Sap Green'] })).toEqual([]);
    expect(CHECK_TEXTS.allClear).toMatch(/^Nothing to note/);
  });
});
