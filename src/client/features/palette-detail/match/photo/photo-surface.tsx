import { type MouseEvent, useEffect, useRef } from 'react';
import type { TLoadedPhoto } from './load-photo';
import { PHOTO_TEXTS } from './photo-texts';
import { imagePixelAt, stepSampler } from './sample-photo';

interface TPoint {
  x: number;
  y: number;
}

/**
 * The photo with the sampler on it, scaled to the sheet's width. One focusable element, a slider
 * named "Photo sampler": its role puts screen readers into focus mode, so the arrow keys reach it
 * (1 image pixel a press, 10 with Shift; left and right move across, up and down move down the
 * photo, as the hint says). Its value is the position; the colour is said by the sampler's live
 * region. A tap or click moves it there; a mouse can also drag it. A finger dragging scrolls the
 * sheet as usual (a phone sheet is mostly photo); the loupe and the arrow keys do the fine aiming.
 */
export function PhotoSurface({
  photo,
  at,
  onMove,
  hintId,
}: {
  photo: TLoadedPhoto;
  at: TPoint;
  onMove: (at: TPoint) => void;
  hintId: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { width, height } = photo.pixels;

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    context.drawImage(photo.canvas, 0, 0);
  }, [photo, width, height]);

  function moveTo(event: MouseEvent<HTMLDivElement>) {
    const box = canvasRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onMove(imagePixelAt({ x: event.clientX, y: event.clientY }, box, photo.pixels));
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={PHOTO_TEXTS.sampler}
      aria-describedby={hintId}
      aria-valuemin={0}
      aria-valuemax={width - 1}
      aria-valuenow={at.x}
      aria-valuetext={PHOTO_TEXTS.position(at.x, at.y)}
      className="relative mx-auto cursor-crosshair touch-manipulation select-none rounded-sm"
      style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, ${width}px, ${(60 * width) / height}vh)` }}
      onKeyDown={(event) => {
        const next = stepSampler(at, event.key, event.shiftKey, photo.pixels);
        if (!next) return;
        event.preventDefault();
        onMove(next);
      }}
      onPointerDown={(event) => {
        // A mouse sets the sampler down at once and drags it, kept while outside the photo.
        if (event.pointerType !== 'mouse' || event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' && event.buttons === 1) moveTo(event);
      }}
      // A finger or pen moves it on a tap, not on touching down: a drag across the photo scrolls the sheet.
      onClick={moveTo}
    >
      {/* The box is sized from the photo's proportions (fit to the sheet's width and 60 % of the screen's
          height), so the marker's percentages and a tap's mapping both follow the photo exactly. */}
      <canvas ref={canvasRef} width={width} height={height} className="absolute inset-0 block size-full rounded-sm" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.7),inset_0_0_0_1px_rgb(0_0_0/0.7)]"
        style={{ left: `${((at.x + 0.5) / width) * 100}%`, top: `${((at.y + 0.5) / height) * 100}%` }}
      />
    </div>
  );
}
