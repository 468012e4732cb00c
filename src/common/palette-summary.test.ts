import { describe, expect, it } from 'vitest';
import { colorCountText, paletteSummary } from './palette-summary';

describe('the line under a palette title', () => {
  it('gives the medium and the count, one color in the singular', () => {
    expect(paletteSummary('Gouache', 3)).toBe('Gouache · 3 colors');
    expect(paletteSummary('Oil Paint', 1)).toBe('Oil Paint · 1 color');
    expect(colorCountText(0)).toBe('0 colors');
  });
});
