import { crc32, deflateSync } from 'node:zlib';

// A photo for the "Match a colour" photo sampler's tests, made in memory: a sheet of paper with
// colour patches on it, photographed (as it were) under a coloured light. A minimal PNG encoder
// (8-bit RGB, no interlace, filter 0 on every row) on Node's zlib, so no image library is needed.

/** A light's cast: each linear-light channel's factor (1, 1, 1 is neutral daylight; 1, 0.85, 0.6 a warm bulb). */
export interface TLightCast {
  r: number;
  g: number;
  b: number;
}

/** A pixel of the photo (its integer coordinates). */
export interface TPixel {
  x: number;
  y: number;
}

/** Where things are in a photo of `patches.length` patches: the image's size and the centres to aim at. */
export interface TPhotoLayout {
  width: number;
  height: number;
  /** The middle of the bare paper above the patches: at least 100 px of paper all round it. */
  paper: TPixel;
  /** The middle of each patch, in the order given. */
  patches: TPixel[];
}

const PATCH = 100;
const GAP = 20;
const MARGIN = 20;
const HEIGHT = 400;
const PATCH_TOP = HEIGHT - MARGIN - PATCH;

/** The layout of a photo of `count` patches: 600 × 400, wider when the row of 100 px patches needs it. */
export function photoLayout(count: number): TPhotoLayout {
  const width = Math.max(600, 2 * MARGIN + count * PATCH + Math.max(0, count - 1) * GAP);
  const patches = Array.from({ length: count }, (_, index) => ({
    x: MARGIN + index * (PATCH + GAP) + PATCH / 2,
    y: PATCH_TOP + PATCH / 2,
  }));
  return { width, height: HEIGHT, paper: { x: 150, y: 125 }, patches };
}

/**
 * Where to click, relative to the shown photo's box (Playwright's `click({ position })`), to hit
 * pixel `pixel` of a photo of `layout` drawn at `box` CSS pixels: the sampler scales the photo to fit.
 */
export function positionOn(pixel: TPixel, layout: TPhotoLayout, box: { width: number; height: number }): TPixel {
  return { x: ((pixel.x + 0.5) / layout.width) * box.width, y: ((pixel.y + 0.5) / layout.height) * box.height };
}

const toLinear = (byte: number) => (byte / 255 <= 0.04045 ? byte / 255 / 12.92 : ((byte / 255 + 0.055) / 1.055) ** 2.4);
const toByte = (linear: number) => {
  const clamped = Math.min(1, Math.max(0, linear));
  return Math.round(255 * (clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055));
};

/** '#6B8E23' as photographed under `cast`: each channel's linear light times the cast's factor. */
function photographed(hex: string, cast: TLightCast): [number, number, number] {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a colour: ${hex} (# and six hex digits).`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [toByte(toLinear(value >> 16) * cast.r), toByte(toLinear((value >> 8) & 0xff) * cast.g), toByte(toLinear(value & 0xff) * cast.b)];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixel (x, y) is `rgbAt(x, y)`. */
function encodePng(width: number, height: number, rgbAt: (x: number, y: number) => readonly number[]): Buffer {
  const stride = 1 + width * 3;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, the bytes as they are.
    rows[y * stride] = 0;
    for (let x = 0; x < width; x++) rows.set(rgbAt(x, y), y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG photo of paper (`paper`, the background, bare in the top-left) with a row of 100 × 100 px
 * patches along the bottom, all under the light `cast` (neutral when not given). Their centres are
 * `photoLayout(patches.length)`. Corrected against the paper, a patch comes back as it is on that
 * paper: its own colour when the paper is '#FFFFFF', and relative to the paper's tint otherwise.
 */
export function photoWithPatches(options: { paper: string; cast?: TLightCast; patches: string[] }): Buffer {
  const cast = options.cast ?? { r: 1, g: 1, b: 1 };
  const layout = photoLayout(options.patches.length);
  const paper = photographed(options.paper, cast);
  const patches = options.patches.map((hex) => photographed(hex, cast));
  return encodePng(layout.width, layout.height, (x, y) => {
    if (y < PATCH_TOP || y >= PATCH_TOP + PATCH || x < MARGIN) return paper;
    const index = Math.floor((x - MARGIN) / (PATCH + GAP));
    const inPatch = (x - MARGIN) % (PATCH + GAP) < PATCH;
    return (inPatch && patches[index]) || paper;
  });
}
