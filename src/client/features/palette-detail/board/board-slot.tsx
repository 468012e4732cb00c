import { useDroppable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import type { TColor } from '../../../../common/schemas/color';
import { useBoard } from './board-context';
import { placeKey, type TPlace } from './places';
import { Swatch } from './swatch';

/** One grid slot or working-area cell: a drop target holding a swatch, or an empty place to add one. */
export function BoardSlot({ place, color }: { place: TPlace; color: TColor | undefined }) {
  const { editable, highlightedId, addColorAt } = useBoard();
  const id = placeKey(place);
  const { setNodeRef } = useDroppable({ id, disabled: !editable });
  const number = place.index + 1;
  return (
    <li
      ref={setNodeRef}
      className={clsx(
        'aspect-square min-w-0 rounded-md',
        highlightedId === id && 'outline-3 outline-offset-2 outline-accent outline-dashed',
      )}
    >
      {color ? (
        <Swatch color={color} place={place} />
      ) : editable ? (
        <button
          type="button"
          aria-label={place.area === 'grid' ? `Add color to slot ${number}` : `Add color to working area cell ${number}`}
          onClick={() => addColorAt(place)}
          className={clsx(
            'flex size-full items-center justify-center rounded-md border border-dashed border-line text-ink-muted',
            'hover:border-ink-muted hover:bg-paper hover:text-ink',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 5v14M5 12h14" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        // Keeps the grid's shape; it has nothing to say to a screen reader.
        <div aria-hidden="true" className="size-full rounded-md border border-dashed border-line" />
      )}
    </li>
  );
}
