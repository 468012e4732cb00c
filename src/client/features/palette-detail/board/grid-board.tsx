import { frameColumns, GridScrollFrame } from '#client/components/grid-scroll-frame.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { BoardSlot } from './board-slot';

interface GridBoardProps {
  rows: number;
  columns: number;
  colors: readonly TColor[];
}

/**
 * Up to 6 columns share the width there is, so a phone shows them all (slots of 53 px at 375 px, 44
 * at 320; DESIGN asks 40), nor wider than 96 px. A wider grid keeps slots of 72 px at least on a
 * phone and 80 px from `sm` (DESIGN asks 56 on a desktop), room for a paint's usual words at 11 and
 * 12 px and its facts beneath, and scrolls sideways with the frame's hint instead of shrinking them;
 * the spec's default 8 columns fit beside the working area at 1280 px.
 */
export function gridBoardColumns(columns: number): string {
  return frameColumns(columns, 'var(--slot-min)', '6rem');
}

export const GRID_BOARD_CLASSES = 'grid gap-1 [--slot-min:4.5rem] sm:gap-2 sm:[--slot-min:5rem]';

/** The palette grid: rows × columns slots; a wide one scrolls sideways inside its region. */
export function GridBoard({ rows, columns, colors }: GridBoardProps) {
  const byPosition = new Map<number, TColor>();
  for (const color of colors) if (!color.isInWorkingArea && color.position !== null) byPosition.set(color.position, color);
  return (
    // Its slots are focusable, so keyboard users scroll a wide grid by moving through them.
    <GridScrollFrame columns={columns}>
      <ul
        aria-label={`Palette grid, ${rows} × ${columns}`}
        className={GRID_BOARD_CLASSES}
        style={{ gridTemplateColumns: gridBoardColumns(columns) }}
      >
        {Array.from({ length: rows * columns }, (_, index) => (
          <BoardSlot key={index} place={{ area: 'grid', index }} color={byPosition.get(index)} />
        ))}
      </ul>
    </GridScrollFrame>
  );
}
