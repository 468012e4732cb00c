import { fitWithin, type TPhotoPixels } from './sample-photo';

/** A photo as the sampler holds it: drawn on a canvas no larger than LONGEST_SIDE, and its pixels read once. */
export interface TLoadedPhoto {
  canvas: HTMLCanvasElement;
  pixels: TPhotoPixels;
}

/**
 * Decodes a photo in the browser (it is never uploaded), turned upright as the camera held it,
 * scaled down so its longest side is at most 1600 px. A transparent image is laid on white, as on
 * paper. Rejects when the browser cannot decode the file (a HEIC photo outside Safari, a PDF).
 */
export async function loadPhoto(file: Blob): Promise<TLoadedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('This browser gives no 2D canvas.');
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return { canvas, pixels: { width, height, data } };
  } finally {
    bitmap.close();
  }
}
