import { describe, expect, it } from 'vitest';
import type { TColor } from '../../../common/schemas/color';
import { paletteSummary } from '../../../common/palette-summary';
import { paperName } from './chart-facts';

describe('a paint name on paper', () => {
  it('stays whole, to wrap at its spaces, while each word fits a line', () => {
    expect(paperName('Cerulean Blue Chromium', 12)).toBe('Cerulean Blue Chromium');
    expect(paperName('Quinacridone Rose', 12)).toBe('Quinacridone Rose');
  });

  it("where a word cannot fit, shortens 'Quinacridone' to 'Quin.', then truncates after 12 characters", () => {
    expect(paperName('Quinacridone Rose', 10)).toBe('Quin. Rose');
    expect(paperName('Phthalocyanine Turquoise', 10)).toBe('Phthalocyani…');
    expect(paperName('Quinacridone Burnt Scarlet', 4)).toBe('Quin. Burnt…');
  });
});

describe('the line under a palette title', () => {
  it('counts the grid and the working area alike', () => {
    const color = (isInWorkingArea: boolean) => ({ isInWorkingArea }) as TColor;
    expect(paletteSummary('Gouache', [color(false), color(false), color(true)].length)).toBe('Gouache · 3 colors');
    expect(paletteSummary('Oil', [color(true)].length)).toBe('Oil · 1 color');
  });
});
