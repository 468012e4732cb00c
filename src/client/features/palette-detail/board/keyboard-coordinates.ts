import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { WORKING_AREA_ID } from './drop-targets';

type TRect = { left: number; top: number; width: number; height: number };

const DIRECTIONS: Partial<Record<string, { x: number; y: number }>> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

const center = (rect: TRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * Arrow keys jump a picked-up swatch to the neighbouring slot or cell in that direction (the
 * default would nudge it 25 px), across the grid and the working area alike. Staying in line
 * weighs more than distance, so Right from a row's end reaches the working area beside the grid.
 */
export const placeCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const current = context.collisionRect;
  if (!direction || !current) return undefined;
  // While a swatch is held, arrows move it, never the page, even when nothing lies that way.
  event.preventDefault();
  const from = center(current);
  let best: { rect: TRect; score: number } | null = null;
  for (const [id, rect] of context.droppableRects) {
    if (id === WORKING_AREA_ID || context.droppableContainers.get(id)?.disabled !== false) continue;
    const to = center(rect);
    const along = (to.x - from.x) * direction.x + (to.y - from.y) * direction.y;
    const across = Math.abs((to.x - from.x) * direction.y) + Math.abs((to.y - from.y) * direction.x);
    if (along < 1) continue;
    const score = along + across * 4;
    if (!best || score < best.score) best = { rect, score };
  }
  if (!best) return undefined;
  return {
    x: best.rect.left + (best.rect.width - current.width) / 2,
    y: best.rect.top + (best.rect.height - current.height) / 2,
  };
};
