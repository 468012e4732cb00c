import { converter } from 'culori';
import { describe, expect, it } from 'vitest';
import type { TColor } from '../../../../common/schemas/color';
import { mixColor } from './mix-colors';
import { mixRecipes, recipeLabel } from './mix-recipes';

const color = (id: string, paintName: string, hexCode: string) => ({ id, paintName, hexCode }) as TColor;
const blue = color('b', 'Phthalo Blue', '#002185');
const yellow = color('y', 'Hansa Yellow', '#FCD200');
const red = color('r', 'Pyrrol Scarlet', '#DF3A2B');
const lch = converter('lch65');

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
  it('mixes as paint does: blue and yellow make green, not the grey of averaged light', () => {
    const [, even] = mixRecipes([blue, yellow]);
    // spectral.js's own documented result for these two at 1:1 (README, "Mix").
    expect(mixColor(even ?? [])).toBe('#3D933E');
    const hue = lch(mixColor(even ?? []))?.h ?? 0;
    expect(hue).toBeGreaterThan(120);
    expect(hue).toBeLessThan(160);
    // Averaging RGB instead gives a dull olive (#7E7A43), far less saturated.
    expect(lch(mixColor(even ?? []))?.c ?? 0).toBeGreaterThan((lch('#7E7A43')?.c ?? 0) + 15);
  });

  it('leans toward the color with more parts', () => {
    const [moreYellow, , moreBlue] = mixRecipes([blue, yellow]).map(mixColor);
    expect(lch(moreYellow ?? '')?.l ?? 0).toBeGreaterThan(lch(moreBlue ?? '')?.l ?? 0);
  });
});
