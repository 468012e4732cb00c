import { converter } from 'culori';
import spectral from 'spectral.js';
import { describe, expect, it } from 'vitest';
import { curveHex, mixCurve, mixHex, washStrip } from './paint-mix';

const oklch = converter('oklch');
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
