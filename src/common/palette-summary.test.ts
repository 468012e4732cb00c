import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { colorCountText, copyName, paletteSummary } from './palette-summary';

describe('the line under a palette title', () => {
  it('gives the medium and the count, one color in the singular', () => {
    expect(paletteSummary('Gouache', 3)).toBe('Gouache · 3 colors');
    expect(paletteSummary('Oil Paint', 1)).toBe('Oil Paint · 1 color');
    expect(colorCountText(0)).toBe('0 colors');
  });
});

describe("a copy's name", () => {
  it("adds ' (Copy)', cutting a long name and never the suffix, nor a character in two", () => {
    expect(copyName('Skies')).toBe('Skies (Copy)');
    const long = copyName('x'.repeat(LIMITS.paletteNameMax));
    expect(long).toHaveLength(LIMITS.paletteNameMax);
    expect(long.endsWith('x (Copy)')).toBe(true);
    // 🎨 is two UTF-16 units: one that would be cut in half goes whole.
    const emoji = copyName(`${'a'.repeat(LIMITS.paletteNameMax - 8)}🎨🎨`);
    expect(emoji).toBe(`${'a'.repeat(LIMITS.paletteNameMax - 8)} (Copy)`);
  });
});
