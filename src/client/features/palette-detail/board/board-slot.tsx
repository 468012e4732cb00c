import { useDroppable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import type { TColor } from '#common/schemas/color.ts';
import { useBoard } from './board-context';
import { placeKey, type TPlace } from './places';
import { Swatch } from './swatch';
import { SwatchFacts } from './swatch-facts';

/**
 * One grid slot or working-area cell: a drop target holding a swatch, or an empty place to add one.
 * A grid slot also says what its paint is, under the swatch; a working-area cell is the palette's
 * margin and shows the swatch only (as the shared view does). An empty slot keeps no room for
 * facts, so an empty palette stays a compact grid of places; in a row with paints it stretches to
 * the row's height like the others.
 */
export function BoardSlot({ place, color }: { place: TPlace; color: TColor | undefined }) {
  const { editable, highlightedId } = useBoard();
  const id = placeKey(place);
  const { setNodeRef } = useDroppable({ id, disabled: !editable });
  return (
    <li className="flex min-w-0 flex-col gap-1">
      {/* The square is the drop target: arrow keys move a held swatch from square to square. */}
      <div
        ref={setNodeRef}
        className={clsx(
          'aspect-square min-h-0 rounded-md',
          highlightedId === id && 'outline-3 outline-offset-2 outline-accent outline-dashed',
        )}
      >
        {color ? <Swatch color={color} place={place} /> : <EmptyPlace place={place} />}
      </div>
      {color && place.area === 'grid' ? <SwatchFacts color={color} /> : null}
    </li>
  );
}

function EmptyPlace({ place }: { place: TPlace }) {
  const { editable, addColorAt } = useBoard();
  const number = place.index + 1;
  if (!editable) {
    // Keeps the grid's shape; it has nothing to say to a screen reader.
    return <div aria-hidden="true" className="size-full rounded-md border border-dashed border-line" />;
  }
  return (
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
  );
}
