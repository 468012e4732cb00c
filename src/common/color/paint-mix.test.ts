import { converter } from 'culori';
import spectral from 'spectral.js';
import { describe, expect, it } from 'vitest';
import { curveHex, lighteningStrip, mixCurve, mixHex, TITANIUM_WHITE_HEX, tintStrip, washStrip } from './paint-mix';

const oklch = converter('oklch');
const lab = converter('lab65');
const one = (hexCode: string, parts = 1) => ({ hexCode, parts });

describe('the paint model', () => {
  it('gives a paint back unchanged, alone or mixed with itself', () => {
    for (const hex of ['#1526BA', '#FFDE00', '#A94D34', '#F3F4F1']) {
      expect(mixHex([one(hex)])).toBe(new spectral.Color(hex).toString({ format: 'hex' }).toUpperCase());
      expect(mixHex([one(hex, 1), one(hex, 3)])).toBe(mixHex([one(hex)]));
    }
  });

  it('reads a ratio as parts of paint, in any order and at any scale', () => {
    expect(mixHex([one('#0F4C81', 1), one('#FFDE00', 3)])).toBe(mixHex([one('#FFDE00', 3), one('#0F4C81', 1)]));
    expect(mixHex([one('#0F4C81', 2), one('#FFDE00', 6)])).toBe(mixHex([one('#0F4C81', 1), one('#FFDE00', 3)]));
  });

  it('lets a dark, strong paint carry further than its parts: 1:1 with a yellow is nearer the blue', () => {
    const [blue, yellow, even] = ['#08406F', '#FFDE00', mixHex([one('#08406F'), one('#FFDE00')])].map((hex) => oklch(hex)?.l ?? 0);
    expect(Math.abs((even ?? 0) - (blue ?? 0))).toBeLessThan(Math.abs((even ?? 0) - (yellow ?? 0)));
  });

  it('thins a wash toward the white of the paper, lighter at each step', () => {
    const strip = washStrip([one('#1526BA')]);
    expect(strip).toHaveLength(3);
    const lightness = strip.map((hex) => oklch(hex)?.l ?? 0);
    expect(lightness[0]).toBeLessThan(lightness[1] ?? 0);
    expect(lightness[1]).toBeLessThan(lightness[2] ?? 0);
    expect(curveHex(mixCurve([one('#1526BA')]), 0)).toBe('#FFFFFF');
  });

  it('refuses a mix without paint', () => {
    expect(() => mixCurve([])).toThrow(RangeError);
    expect(() => mixCurve([one('#1526BA', 0)])).toThrow(RangeError);
  });
});

/** How far apart two OKLCh hues are, in degrees round the wheel. */
const hueApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('a gouache tinted with titanium white (issue 42): full, 1 : 1 and 1 : 3 of paint to white', () => {
  it.each([
    ['French Ultramarine', '#2B3A8C'],
    ['Phthalo Blue', '#08406F'],
    ['Pyrrol Scarlet', '#DF3A2B'],
    ['Burnt Sienna', '#8A3B12'],
    ['Hansa Yellow', '#FFDE00'],
    ['Ivory Black', '#1C1C1C'],
  ])('%s: the paint as it is, then lighter at each step, keeping its hue', (_name, hex) => {
    const strip = tintStrip([one(hex)]);
    expect(strip).toHaveLength(3);
    expect(strip[0]).toBe(mixHex([one(hex)]));
    const lightness = strip.map((step) => lab(step)?.l ?? 0);
    expect(lightness[0]).toBeLessThan(lightness[1] ?? 0);
    expect(lightness[1]).toBeLessThan(lightness[2] ?? 0);
    const [masstone, ...tints] = strip.map((step) => oklch(step));
    // A chromatic paint keeps its hue within 20° (as a wash does, decision 021); a black stays a neutral grey.
    if ((masstone?.c ?? 0) > 0.02) for (const tint of tints) expect(hueApart(tint?.h ?? 0, masstone?.h ?? 0)).toBeLessThan(20);
    else for (const tint of tints) expect(tint?.c ?? 1).toBeLessThan(0.02);
  });

  it('takes French Ultramarine to a pale blue, neither grey nor violet', () => {
    const [, even, pale] = tintStrip([one('#2B3A8C')]).map((step) => ({ lab: lab(step), oklch: oklch(step) }));
    expect(even?.lab?.l ?? 0).toBeGreaterThan(45);
    expect(pale?.lab?.l ?? 0).toBeGreaterThan(60);
    for (const tint of [even, pale]) {
      // Blue in OKLCh: ultramarine's masstone sits at 271°; violet begins past about 290°, cyan below 240°.
      expect(tint?.oklch?.h ?? 0).toBeGreaterThan(250);
      expect(tint?.oklch?.h ?? 0).toBeLessThan(285);
      expect(tint?.oklch?.c ?? 0).toBeGreaterThan(0.08);
    }
  });

  it('tints a mix as it tints a paint: a green of blue and yellow stays green', () => {
    const strip = tintStrip([one('#08406F'), one('#FFDE00')]);
    expect(strip[0]).toBe(mixHex([one('#08406F'), one('#FFDE00')]));
    for (const step of strip) {
      expect(oklch(step)?.h ?? 0).toBeGreaterThan(120);
      expect(oklch(step)?.h ?? 0).toBeLessThan(200);
    }
  });

  it('leaves white with white white', () => {
    const white = mixHex([one(TITANIUM_WHITE_HEX)]);
    expect(tintStrip([one(TITANIUM_WHITE_HEX)])).toEqual([white, white, white]);
    // A paper-white paint tinted with titanium white is as light as the white itself, and as neutral.
    for (const step of tintStrip([one('#FFFFFF')])) {
      expect(lab(step)?.l ?? 0).toBeGreaterThan((lab(white)?.l ?? 0) - 0.5);
      expect(oklch(step)?.c ?? 1).toBeLessThan(0.01);
    }
  });

  it('is the strip of a medium lightened with white, as a wash is of one lightened with water', () => {
    expect(lighteningStrip('white', [one('#2B3A8C')])).toEqual(tintStrip([one('#2B3A8C')]));
    expect(lighteningStrip('water', [one('#2B3A8C')])).toEqual(washStrip([one('#2B3A8C')]));
  });
});
