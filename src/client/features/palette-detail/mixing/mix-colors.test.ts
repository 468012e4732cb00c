import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { mixColor, mixLighteningStrip, neutralRecipes } from './mix-colors';
import { mixRecipes, recipeLabel } from './mix-recipes';

const color = (id: string, paintName: string, hexCode: string) => ({ id, paintName, hexCode }) as TColor;
const blue = color('b', 'Phthalo Blue', '#08406F');
const yellow = color('y', 'Hansa Yellow', '#FFDE00');
const red = color('r', 'Pyrrol Scarlet', '#E72D2C');
const oklch = converter('oklch');

describe('mixRecipes', () => {
  it('mixes two colors at 1:3, 1:1 and 3:1', () => {
    expect(mixRecipes([blue, yellow]).map(recipeLabel)).toEqual([
      '1 Phthalo Blue : 3 Hansa Yellow',
      '1 Phthalo Blue : 1 Hansa Yellow',
      '3 Phthalo Blue : 1 Hansa Yellow',
    ]);
  });

  it('mixes three colors pair by pair, and all three in thirds', () => {
    const labels = mixRecipes([blue, yellow, red]).map(recipeLabel);
    expect(labels).toHaveLength(10);
    expect(labels).toContain('1 Hansa Yellow : 3 Pyrrol Scarlet');
    expect(labels).toContain('3 Phthalo Blue : 1 Pyrrol Scarlet');
    expect(labels.at(-1)).toBe('1 Phthalo Blue : 1 Hansa Yellow : 1 Pyrrol Scarlet');
  });

  it('makes no mix of fewer than two colors', () => {
    expect(mixRecipes([blue])).toEqual([]);
  });
});

describe('mixColor', () => {
  it('mixes as paint does: blue and yellow make green, leaning to the color with more parts', () => {
    const [moreYellow, even, moreBlue] = mixRecipes([blue, yellow]).map(mixColor);
    for (const hex of [moreYellow, even]) expect(oklch(hex ?? '')?.h).toBeGreaterThan(120);
    expect(oklch(moreYellow ?? '')?.l ?? 0).toBeGreaterThan(oklch(moreBlue ?? '')?.l ?? 0);
  });

  it('washes a mix out over paper, from the mix itself to lighter steps', () => {
    const [even] = mixRecipes([blue, yellow]).slice(1);
    const strip = mixLighteningStrip(even ?? [], 'water');
    expect(strip[0]).toBe(mixColor(even ?? []));
    expect(oklch(strip[2] ?? '')?.l ?? 0).toBeGreaterThan(oklch(strip[1] ?? '')?.l ?? 0);
  });

  it('tints a gouache mix with white, from the mix itself to lighter steps of the same green', () => {
    const [even] = mixRecipes([blue, yellow]).slice(1);
    const strip = mixLighteningStrip(even ?? [], 'white');
    expect(strip[0]).toBe(mixColor(even ?? []));
    expect(oklch(strip[1] ?? '')?.l ?? 0).toBeGreaterThan(oklch(strip[0] ?? '')?.l ?? 0);
    expect(oklch(strip[2] ?? '')?.l ?? 0).toBeGreaterThan(oklch(strip[1] ?? '')?.l ?? 0);
    for (const hex of strip) expect(oklch(hex)?.h).toBeGreaterThan(120);
  });
});

describe('neutralRecipes (issue 42)', () => {
  const ultramarine = color('u', 'French Ultramarine', '#1526BA');
  const sienna = color('s', 'Burnt Sienna', '#B14836');

  it('finds where two complements grey, at whole parts the fixed ratios miss', () => {
    expect(neutralRecipes([ultramarine, sienna]).map(recipeLabel)).toEqual(['2 French Ultramarine : 7 Burnt Sienna']);
  });

  it('offers none for a pair that makes a colour at every ratio, and one per complementary pair of three', () => {
    expect(neutralRecipes([blue, yellow])).toEqual([]);
    expect(neutralRecipes([blue, yellow, red]).map(recipeLabel)).toEqual(['2 Phthalo Blue : 5 Pyrrol Scarlet']);
  });
});
