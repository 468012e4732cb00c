import sharp from 'sharp';
import { AppError } from '../../errors';

/** The stored avatar is a square of at most this many pixels a side. */
export const AVATAR_SIDE = 512;
// Image formats a browser can show and sharp reads from the bytes; SVG (a document that can
// carry script and external references) and anything else are refused.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
// A decompression bomb (a tiny file that unpacks to gigapixels) stops here.
const MAX_INPUT_PIXELS = 50_000_000;

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
    const metadata = await sharp(bytes, options).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
    width = metadata.width;
    height = metadata.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
  const side = Math.min(AVATAR_SIDE, width, height);
  try {
    return await sharp(bytes, options).rotate().resize(side, side, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'The picture could not be read. It may be damaged; try another file.');
  }
}
