import { describe, expect, it } from 'vitest';
import { averageDisc, discOffsets, fitWithin, imagePixelAt, stepSampler, type TRgb, toHex, whiteBalance } from './sample-photo';

/** A photo of `width` × `height` whose pixel (x, y) is `colorAt(x, y)` ('#RRGGBB'). */
function photo(width: number, height: number, colorAt: (x: number, y: number) => string) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b } = rgb(colorAt(x, y));
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

function rgb(hex: string): TRgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 0xff, b: value & 0xff };
}

// The sRGB transfer written out again here, so the tests do not check the code with itself.
const toLinear = (byte: number) => (byte / 255 <= 0.04045 ? byte / 255 / 12.92 : ((byte / 255 + 0.055) / 1.055) ** 2.4);
const toByte = (linear: number) => Math.round(255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055));

/** The grey of `linear` light, as a hex. */
const grey = (linear: number) => `#${toByte(linear).toString(16).toUpperCase().padStart(2, '0').repeat(3)}`;

/** A colour as a phone photographs it under a light whose cast is `light` (linear light per channel): what von Kries undoes. */
function underLight(hex: string, light: TRgb): TRgb {
  const { r, g, b } = rgb(hex);
  return { r: toByte(toLinear(r) * light.r), g: toByte(toLinear(g) * light.g), b: toByte(toLinear(b) * light.b) };
}

describe('the sample disc', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 25],
    [5, 69],
    [9, 249],
  ])('at radius %i px holds %i pixels (those whose centres lie nearer than the radius)', (radius, count) => {
    expect(discOffsets(radius)).toHaveLength(count);
  });
});

describe('averageDisc', () => {
  const blackWhite = photo(2, 1, (x) => (x === 0 ? '#000000' : '#FFFFFF'));
  // Column 0 white, the rest black: a disc on the left edge takes in only what lies inside the photo.
  const whiteEdge = photo(10, 10, (x) => (x === 0 ? '#FFFFFF' : '#000000'));
  const primaries = photo(3, 1, (x) => ['#FF0000', '#00FF00', '#0000FF'][x] ?? '#000000');
  const olive = photo(40, 30, () => '#6B8E23');

  it.each([
    ['black and white, averaged as light (not #808080)', blackWhite, 0, 0, 3, '#BCBCBC'],
    ['one pixel at radius 1', primaries, 1, 0, 1, '#00FF00'],
    ['one pixel at a corner', primaries, 2, 0, 1, '#0000FF'],
    ['a plain colour at any radius', olive, 20, 15, 9, '#6B8E23'],
    ['a plain colour cut by the corner', olive, 0, 0, 9, '#6B8E23'],
    // 15 of the disc's pixels lie inside the photo, 5 of them white: a third of white light.
    ['the edge: only pixels inside the photo count', whiteEdge, 0, 5, 3, grey(1 / 3)],
  ])('%s', (_, image, x, y, radius, expected) => {
    expect(toHex(averageDisc(image, x, y, radius))).toBe(expected);
  });
});

describe('whiteBalance', () => {
  const paper = rgb('#E0D0B0');
  // The light that turns white paper into #E0D0B0: warm, as under a tungsten bulb.
  const warmLight = { r: toLinear(0xe0), g: toLinear(0xd0), b: toLinear(0xb0) };

  it('turns the paper itself white', () => {
    expect(toHex(whiteBalance(paper, paper))).toBe('#FFFFFF');
  });

  it.each(['#6B8E23', '#1530B6', '#A94D34', '#FFDE00', '#808080', '#2B1D0E'])(
    'brings %s, photographed under the paper’s light, back to within one unit a channel',
    (hex) => {
      const photographed = underLight(hex, warmLight);
      const corrected = whiteBalance(photographed, paper);
      const truth = rgb(hex);
      const off = [corrected.r - truth.r, corrected.g - truth.g, corrected.b - truth.b].map(Math.abs);
      expect(Math.max(...off)).toBeLessThanOrEqual(1);
      expect(toHex(photographed)).not.toBe(hex);
    },
  );

  it.each([
    ['leaves a sample alone against white paper', '#6B8E23', '#FFFFFF', '#6B8E23'],
    ['clamps what is brighter than the paper to white', '#FFFFFF', '#E0D0B0', '#FFFFFF'],
    ['keeps black black', '#000000', '#E0D0B0', '#000000'],
    ['survives a black "paper"', '#6B8E23', '#000000', '#FFFFFF'],
  ])('%s', (_, sample, paperHex, expected) => {
    expect(toHex(whiteBalance(rgb(sample), rgb(paperHex)))).toBe(expected);
  });
});

describe('toHex', () => {
  it.each([
    [{ r: 107.4, g: 142.5, b: 35 }, '#6B8F23'],
    [{ r: -3, g: 300, b: 0.4 }, '#00FF00'],
    [{ r: 255, g: 255, b: 255 }, '#FFFFFF'],
  ])('writes %o as %s', (color, hex) => {
    expect(toHex(color)).toBe(hex);
  });
});

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1200, 1600, 1200, 1600],
    [800, 600, 800, 600],
    [5000, 10, 1600, 3],
  ])('keeps a %i × %i photo at %i × %i', (width, height, fitWidth, fitHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: fitWidth, height: fitHeight });
  });
});

describe('imagePixelAt', () => {
  // A 1600 × 1200 photo shown at 400 × 300 CSS pixels, 10 px from the left and 20 px from the top.
  const box = { left: 10, top: 20, width: 400, height: 300 };
  const image = { width: 1600, height: 1200 };
  it.each([
    [10, 20, 0, 0],
    [11, 21, 4, 4],
    [210, 170, 800, 600],
    [409.9, 319.9, 1599, 1199],
    [500, 500, 1599, 1199],
    [0, 0, 0, 0],
  ])('maps the tap at %d, %d to pixel %i, %i', (x, y, imageX, imageY) => {
    expect(imagePixelAt({ x, y }, box, image)).toEqual({ x: imageX, y: imageY });
  });
});

describe('stepSampler', () => {
  const image = { width: 100, height: 50 };
  it.each([
    ['ArrowRight', false, { x: 11, y: 20 }],
    ['ArrowLeft', false, { x: 9, y: 20 }],
    ['ArrowUp', false, { x: 10, y: 19 }],
    ['ArrowDown', false, { x: 10, y: 21 }],
    ['ArrowRight', true, { x: 20, y: 20 }],
    ['ArrowLeft', true, { x: 0, y: 20 }],
    ['ArrowDown', true, { x: 10, y: 30 }],
    ['Enter', false, null],
  ])('moves the sampler at 10, 20 by %s (Shift %s) to %o', (key, shift, expected) => {
    expect(stepSampler({ x: 10, y: 20 }, key, shift, image)).toEqual(expected);
  });

  it('stops at the photo’s far edges', () => {
    expect(stepSampler({ x: 95, y: 45 }, 'ArrowRight', true, image)).toEqual({ x: 99, y: 45 });
    expect(stepSampler({ x: 95, y: 45 }, 'ArrowDown', true, image)).toEqual({ x: 95, y: 49 });
  });
});
