import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEX } from '#common/constants.ts';
import { INK_THRESHOLD, MIN_LABEL_CONTRAST, SWATCH_INKS, swatchInk } from './swatch-ink';

// Every color the catalogue ships (data/paints/*.csv) and the one a new color starts with.
const catalogue = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/paints');
const catalogueHexes = readdirSync(catalogue)
  .filter((file) => file.endsWith('.csv'))
  .flatMap((file) => readFileSync(path.join(catalogue, file), 'utf8').match(/#[0-9A-Fa-f]{6}\b/g) ?? []);
const swatchColors = [...new Set([...catalogueHexes, DEFAULT_HEX].map((hex) => hex.toUpperCase()))];

describe('swatchInk', () => {
  it('reads the whole catalogue', () => {
    expect(swatchColors.length).toBeGreaterThan(500);
  });

  it.each(Object.entries(INK_THRESHOLD))('gives every catalogue color a label of at least 4.5:1 (%s threshold)', (_, threshold) => {
    const unreadable = swatchColors
      .map((hex) => ({ hex, contrast: wcagContrast(hex, swatchInk(hex, threshold)) }))
      .filter(({ contrast }) => contrast < MIN_LABEL_CONTRAST);
    expect(unreadable).toEqual([]);
  });

  it('writes dark on light paint and white on dark paint', () => {
    expect(swatchInk('#F7F5EE')).toBe(SWATCH_INKS.dark); // Chinese white
    expect(swatchInk('#F6C21B', INK_THRESHOLD.workingArea)).toBe(SWATCH_INKS.dark); // Hansa yellow
    expect(swatchInk('#1F3A93')).toBe(SWATCH_INKS.light); // French ultramarine
    expect(swatchInk('#2B2A28', INK_THRESHOLD.workingArea)).toBe(SWATCH_INKS.light); // Ivory black
  });

  it('writes black where white would fall under 4.5:1, whatever the threshold asks', () => {
    // Pyrrol Scarlet: relative luminance 0.19, white 4.4:1, black 4.8:1.
    expect(swatchInk('#DF3A2B')).toBe(SWATCH_INKS.dark);
    expect(swatchInk('#DF3A2B', INK_THRESHOLD.workingArea)).toBe(SWATCH_INKS.dark);
    expect(wcagContrast('#DF3A2B', SWATCH_INKS.dark)).toBeGreaterThanOrEqual(MIN_LABEL_CONTRAST);
  });

  it('lets the threshold choose where both inks reach 4.5:1', () => {
    // A grey of luminance 0.18: white 4.55:1, black 4.6:1.
    const grey = '#767676';
    expect(swatchInk(grey, 0.5)).toBe(SWATCH_INKS.light);
    expect(swatchInk(grey, 0.1)).toBe(SWATCH_INKS.dark);
  });
});
