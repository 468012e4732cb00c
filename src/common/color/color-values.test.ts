import { describe, expect, it } from 'vitest';
import { hueChromaOf, lightnessOf, lightnessText, valueGrey } from './color-values';

describe('color values', () => {
  it('reads value as CIE L*: black 0, white 100, a yellow far lighter than a blue', () => {
    expect(lightnessOf('#000000')).toBeCloseTo(0, 5);
    expect(lightnessOf('#FFFFFF')).toBeCloseTo(100, 3);
    expect(lightnessOf('#FCD200')).toBeGreaterThan(lightnessOf('#002185') + 50);
    expect(lightnessText('#777777')).toBe('L* 50');
  });

  it('shows a color as the neutral grey of its L*', () => {
    expect(valueGrey('#777777')).toBe('#777777');
    expect(valueGrey('#FFFFFF')).toBe('#FFFFFF');
    const grey = valueGrey('#DF3A2B');
    expect(grey.slice(1, 3)).toBe(grey.slice(3, 5));
    expect(lightnessOf(grey)).toBeCloseTo(lightnessOf('#DF3A2B'), 0);
  });

  it('places a color by hue angle and chroma; a grey has no hue', () => {
    const blue = hueChromaOf('#002185');
    expect(blue.hue).toBeGreaterThan(270);
    expect(blue.hue).toBeLessThan(310);
    expect(blue.chroma).toBeGreaterThan(50);
    expect(hueChromaOf('#808080').chroma).toBeLessThan(0.01);
  });
});
