import { vi } from 'vitest';

// jsdom has no canvas and decodes no image: the photo is a 20 × 10 one whose left half is paper
// (#E0D0B0, white under a warm light) and right half an olive #6B8E23 under the same light
// (#5D7315), handed out by a stand-in 2D context. The drawing itself is checked in Chromium.
const WIDTH = 20;
const HEIGHT = 10;
const PAPER = [0xe0, 0xd0, 0xb0];
const OLIVE_IN_WARM_LIGHT = [0x5d, 0x73, 0x15];

function photoPixels() {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let at = 0; at < WIDTH * HEIGHT; at++) data.set([...(at % WIDTH < 10 ? PAPER : OLIVE_IN_WARM_LIGHT), 255], at * 4);
  return data;
}

const drawing = {
  fillStyle: '',
  strokeStyle: '',
  lineWidth: 1,
  imageSmoothingEnabled: true,
  imageSmoothingQuality: 'low',
  fillRect() {},
  clearRect() {},
  drawImage() {},
  beginPath() {},
  moveTo() {},
  lineTo() {},
  stroke() {},
  getImageData: () => ({ width: WIDTH, height: HEIGHT, data: photoPixels() }),
};

/** A JPEG decodes as that photo, anything else fails as an undecodable image; undone by vi.restoreAllMocks(). */
export function stubPhotoDecoding(): void {
  vi.stubGlobal('createImageBitmap', async (file: File) => {
    if (file.type !== 'image/jpeg') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: WIDTH, height: HEIGHT, close() {} };
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => drawing as unknown as CanvasRenderingContext2D);
}

/** A photo file the stand-in decodes (`type` image/jpeg) or refuses. */
export const photoFile = (type = 'image/jpeg') => new File(['…'], 'easel.jpg', { type });
