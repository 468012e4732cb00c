import { useEffect, useRef } from 'react';
import { discOffsets } from './sample-photo';

/** Image pixels across the loupe: the largest sample (9 px radius, 17 across) with two to spare each side. */
const SPAN = 21;
/** Screen pixels per image pixel. */
const ZOOM = 6;
const SIZE = SPAN * ZOOM;

/** The loupe's drawing: the pixels around (x, y) enlarged, unsmoothed, and the sample's pixels outlined. */
function drawLoupe(context: CanvasRenderingContext2D, source: CanvasImageSource, x: number, y: number, radius: number) {
  const half = (SPAN - 1) / 2;
  context.clearRect(0, 0, SIZE, SIZE);
  context.imageSmoothingEnabled = false;
  // Past the photo's edge the source rectangle is clipped and that part of the loupe stays empty.
  context.drawImage(source, x - half, y - half, SPAN, SPAN, 0, 0, SIZE, SIZE);

  // The outline follows the edges of the averaged pixels, so it shows exactly what is sampled.
  const offsets = discOffsets(radius);
  const inside = new Set(offsets.map(({ dx, dy }) => `${dx},${dy}`));
  context.beginPath();
  for (const { dx, dy } of offsets) {
    const left = (half + dx) * ZOOM;
    const top = (half + dy) * ZOOM;
    const edges: [boolean, number, number, number, number][] = [
      [!inside.has(`${dx},${dy - 1}`), left, top, left + ZOOM, top],
      [!inside.has(`${dx},${dy + 1}`), left, top + ZOOM, left + ZOOM, top + ZOOM],
      [!inside.has(`${dx - 1},${dy}`), left, top, left, top + ZOOM],
      [!inside.has(`${dx + 1},${dy}`), left + ZOOM, top, left + ZOOM, top + ZOOM],
    ];
    for (const [open, x1, y1, x2, y2] of edges) {
      if (!open) continue;
      context.moveTo(x1, y1);
      context.lineTo(x2, y2);
    }
  }
  // Dark under light: the outline shows on any colour.
  context.lineWidth = 3;
  context.strokeStyle = 'rgb(0 0 0 / 0.75)';
  context.stroke();
  context.lineWidth = 1;
  context.strokeStyle = '#FFFFFF';
  context.stroke();
}

/**
 * The magnifying loupe: the photo's pixels around the sampler, enlarged, with the sample outlined,
 * so the painter sees what is averaged (a stray speck, the paper's grain). Decorative for screen
 * readers: the sampler's live region says the result.
 */
export function PhotoLoupe({ source, x, y, radius }: { source: CanvasImageSource; x: number; y: number; radius: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) drawLoupe(context, source, x, y, radius);
  }, [source, x, y, radius]);
  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      width={SIZE}
      height={SIZE}
      className="size-[126px] shrink-0 rounded-md bg-line ring-1 ring-black/15 [image-rendering:pixelated]"
    />
  );
}
