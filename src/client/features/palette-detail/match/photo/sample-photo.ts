// The arithmetic of sampling a colour from a photo: no DOM here, so it is tested in Node.

/** A colour as 0..255 sRGB channels, not rounded (a mean of pixels falls between the 8-bit steps). */
export interface TRgb {
  r: number;
  g: number;
  b: number;
}

/** A photo's pixels as a canvas gives them: RGBA, 4 bytes a pixel, row after row. */
export interface TPhotoPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The longest side, in pixels, a photo is kept at: enough to aim at a brushstroke, small enough to stay quick. */
export const LONGEST_SIDE = 1600;

/** sRGB 0..1 -> linear light 0..1 (IEC 61966-2-1). */
function decode(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** Linear light 0..1 -> sRGB 0..1. */
function encode(linear: number): number {
  return linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
}

/** Each 8-bit value's linear light, worked out once: a large sample decodes a few hundred pixels a move. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => decode(value / 255));

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The pixel offsets of a sample of `radius` px: the pixels whose centres lie less than the radius
 * from the sampled pixel's centre (about πr² of them), and at radius 1 or less that pixel alone.
 * The loupe outlines these same pixels.
 */
export function discOffsets(radius: number): { dx: number; dy: number }[] {
  const reach = Math.max(1, radius);
  const span = Math.ceil(reach) - 1;
  const offsets: { dx: number; dy: number }[] = [];
  for (let dy = -span; dy <= span; dy++) {
    for (let dx = -span; dx <= span; dx++) {
      if (dx * dx + dy * dy < reach * reach) offsets.push({ dx, dy });
    }
  }
  return offsets;
}

/**
 * The mean colour of the disc of `radius` px around pixel (x, y), averaged in linear light as light
 * mixes (a mean of sRGB values would come out too dark), and cut at the photo's edges: only the
 * pixels inside the photo count.
 */
export function averageDisc(image: TPhotoPixels, x: number, y: number, radius: number): TRgb {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (const { dx, dy } of discOffsets(radius)) {
    const px = x + dx;
    const py = y + dy;
    if (px < 0 || py < 0 || px >= image.width || py >= image.height) continue;
    const at = (py * image.width + px) * 4;
    r += LINEAR[image.data[at] ?? 0] ?? 0;
    g += LINEAR[image.data[at + 1] ?? 0] ?? 0;
    b += LINEAR[image.data[at + 2] ?? 0] ?? 0;
    count++;
  }
  if (count === 0) return { r: 0, g: 0, b: 0 };
  return { r: encode(r / count) * 255, g: encode(g / count) * 255, b: encode(b / count) * 255 };
}

/**
 * A sample corrected against the paper (a von Kries scaling in linear sRGB): each channel's linear
 * light divided by the paper's, so the paper as photographed becomes white and every colour under
 * the same light comes back to its own; clamped to white.
 */
export function whiteBalance(sample: TRgb, paper: TRgb): TRgb {
  const correct = (channel: number, paperChannel: number) => {
    const white = Math.max(decode(paperChannel / 255), 1e-6);
    return encode(clamp(decode(clamp(channel, 0, 255) / 255) / white, 0, 1)) * 255;
  };
  return { r: correct(sample.r, paper.r), g: correct(sample.g, paper.g), b: correct(sample.b, paper.b) };
}

/** '#6B8E23': each channel rounded to 8 bits, as the rest of the app writes a colour. */
export function toHex({ r, g, b }: TRgb): string {
  const byte = (channel: number) =>
    Math.round(clamp(channel, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`.toUpperCase();
}

/** A photo's size scaled down (never up) so that its longest side is at most `longest` px. */
export function fitWithin(width: number, height: number, longest = LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The image pixel under a point of the screen: the photo is drawn at `box` (CSS pixels, scaled to
 * fit the sheet), so a tap is mapped back to the image's own pixels, kept inside it.
 */
export function imagePixelAt(
  point: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  image: { width: number; height: number },
): { x: number; y: number } {
  const x = Math.floor(((point.x - box.left) / box.width) * image.width);
  const y = Math.floor(((point.y - box.top) / box.height) * image.height);
  return { x: clamp(x, 0, image.width - 1), y: clamp(y, 0, image.height - 1) };
}

/** The sampler moved by an arrow key: one pixel, ten with Shift, kept inside the photo; null for any other key. */
export function stepSampler(
  at: { x: number; y: number },
  key: string,
  shift: boolean,
  image: { width: number; height: number },
): { x: number; y: number } | null {
  const step = shift ? 10 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: clamp(at.x + move[0], 0, image.width - 1), y: clamp(at.y + move[1], 0, image.height - 1) };
}
