import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { LIMITS } from '#common/constants.ts';

/**
 * A palette grid's CSS columns: up to LIMITS.phoneGridColumns columns share the width there is,
 * so a phone shows them all; more keep at least `min` each and scroll in their GridScrollFrame.
 */
export function frameColumns(columns: number, min: string, max: string): string {
  return `repeat(${columns}, minmax(${columns <= LIMITS.phoneGridColumns ? '0' : min}, ${max}))`;
}

interface Edges {
  /** Part of the grid is out of sight before the frame's left edge. */
  before: boolean;
  /** Part of the grid is out of sight past the frame's right edge. */
  after: boolean;
}

/** Which edges of a scrolling box have more of its content behind them, as it scrolls and resizes. */
function useHiddenEdges(frame: RefObject<HTMLDivElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    const measure = () => {
      const before = box.scrollLeft > 1;
      const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    // Measured when the browser has laid the frame out and before it paints (the observer's first
    // call), not as React attaches it, which forced a layout of the whole page (issue 43); drawn at
    // once, so the first frame already has its fades and its line.
    const resizes = new ResizeObserver(() => flushSync(measure));
    resizes.observe(box);
    if (box.firstElementChild) resizes.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [frame]);
  return edges;
}

const FADE = 'pointer-events-none absolute inset-y-0 w-8 from-paper';

interface GridScrollFrameProps {
  columns: number;
  /** Names the frame as a region that takes focus, for a grid whose slots may hold nothing focusable. */
  label?: string;
  children: ReactNode;
}

/**
 * The frame a palette grid scrolls sideways in when it is wider than the screen, so the page never
 * does. While part of it is out of sight, that edge fades into the page and a line under the grid
 * says so. The frame is positioned, so it also clips the absolutely placed screen-reader texts inside.
 */
export function GridScrollFrame({ columns, label, children }: GridScrollFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { before, after } = useHiddenEdges(frame);
  const region = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    // min-w-0: as a grid or flex item it takes the room it is given, not the grid's whole width.
    <div className="min-w-0">
      <div className="relative">
        <div ref={frame} {...region} className="relative overflow-x-auto pb-2">
          {children}
        </div>
        {before ? <div aria-hidden="true" className={`${FADE} left-0 bg-linear-to-r`} /> : null}
        {after ? <div aria-hidden="true" className={`${FADE} right-0 bg-linear-to-l`} /> : null}
      </div>
      {before || after ? <p className="text-sm text-ink-muted">Scroll sideways to see all {columns} columns</p> : null}
    </div>
  );
}
