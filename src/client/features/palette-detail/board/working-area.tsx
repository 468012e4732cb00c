import { useDroppable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { LIMITS } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';
import { useBoard } from './board-context';
import { BoardSlot } from './board-slot';
import { WORKING_AREA_ID } from './drop-targets';

const wa = LIMITS.workingArea;

/**
 * The working area (spec §9: 4 × 6 cells, index = row * 6 + column), where a painter keeps colors
 * aside while arranging the grid. Dropped on between its cells, a color takes the first free one.
 * On a phone its frame and gaps are thin, so that six cells of a 320 px screen are 44 px each,
 * room for a short word ('Hansa', 'Quin.') on one line.
 */
export function WorkingArea({ colors }: { colors: readonly TColor[] }) {
  const { highlightedId } = useBoard();
  const { setNodeRef } = useDroppable({ id: WORKING_AREA_ID });
  const byCell = new Map<number, TColor>();
  for (const color of colors) if (color.isInWorkingArea && color.workingAreaPosition !== null) byCell.set(color.workingAreaPosition, color);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="working-area-heading"
      className={clsx(
        'space-y-3 rounded-xl border border-line bg-surface p-2 sm:p-4 lg:w-[25rem]',
        highlightedId === WORKING_AREA_ID && 'outline-3 outline-offset-2 outline-accent outline-dashed',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="working-area-heading" className="text-lg font-semibold text-ink">
          Working area
        </h2>
        <p className="text-sm text-ink-muted">
          {byCell.size} / {wa.capacity}
          <span className="sr-only"> cells used</span>
        </p>
      </div>
      <ul aria-label={`Working area, ${wa.rows} × ${wa.columns}`} className="grid grid-cols-6 gap-0.5 sm:gap-2">
        {Array.from({ length: wa.capacity }, (_, index) => (
          <BoardSlot key={index} place={{ area: 'working', index }} color={byCell.get(index)} />
        ))}
      </ul>
    </section>
  );
}
