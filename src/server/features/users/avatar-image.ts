import sharp from 'sharp';
import { AppError } from '#server/errors.ts';

/** The stored avatar is a square of at most this many pixels a side. */
const AVATAR_SIDE = 512;
// Image formats a browser can show and sharp reads from the bytes; SVG (a document that can
// carry script and external references) and anything else are refused.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
// A decompression bomb (a tiny file that unpacks to gigapixels) stops here. 25 MP (a 6000 x 4000
// photo, ~100 MB decoded) bounds what one request may make the server hold.
const MAX_INPUT_PIXELS = 25_000_000;

function notAnImage(): AppError {
  return new AppError('BAD_REQUEST', 'The file is not an image. Choose a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.');
}

/**
 * Re-encodes an uploaded picture as the avatar: its real type is read from the bytes (never the
 * name or the header the browser sent), it is turned upright, cropped to a centred square of at
 * most 512 px and written as WebP, which drops EXIF, GPS and every other piece of metadata.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let width: number;
  let height: number;
  try {
    // Only the header is read here, so the size can be refused by name below.
    const metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
    width = metadata.width;
    height = metadata.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('BAD_REQUEST', `The picture is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  const side = Math.min(AVATAR_SIDE, width, height);
  try {
    return await sharp(bytes, options).rotate().resize(side, side, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'The picture could not be read. It may be damaged; try another file.');
  }
}
