import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useMemo, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TColor } from '#common/schemas/color.ts';
import { DETAIL_TEXTS } from '../palette-detail-texts';
import { BoardContext, type TBoard } from './board-context';
import { parseDropTarget, resolveDrop, WORKING_AREA_ID } from './drop-targets';
import { placeCoordinates } from './keyboard-coordinates';
import { colorAt, describePlace, placeOf, type TMoveStep, type TPlace } from './places';
import { LiftedSwatchFace } from './swatch';

// Spec §9: a touch drag starts after a 50 ms hold; moving 5 px before that is a scroll instead.
const TOUCH = { activationConstraint: { delay: 50, tolerance: 5 } };
// A click that wanders less than 4 px stays a click, which opens the color's details.
const MOUSE = { activationConstraint: { distance: 4 } };
// Enter opens a swatch's details, so only Space picks it up; Space or Enter drops, Escape cancels.
const KEYBOARD = {
  coordinateGetter: placeCoordinates,
  // A smooth scroll toward the next place can be cut short by the next key, leaving the swatch behind.
  scrollBehavior: 'auto' as const,
  keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] },
};
const HIGHLIGHT_DEBOUNCE_MS = 16;

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'To move this color, press Space, then use the arrow keys to choose a grid slot or working area cell, and press Space again to drop it there. Escape cancels. Enter opens its details.',
};

/** Slots and cells win over the working area around them, which only catches drops between cells. */
const collisionDetection: CollisionDetection = (args) => {
  const pointer = pointerWithin(args);
  const hits = pointer.length > 0 ? pointer : rectIntersection(args);
  const places = hits.filter((hit) => hit.id !== WORKING_AREA_ID);
  return places.length > 0 ? places : hits;
};

interface PaletteBoardProps {
  colors: readonly TColor[];
  editable: boolean;
  /** Swatches in values (greyscale by L*). */
  values: boolean;
  onMove: (step: TMoveStep) => void;
  onOpenColor: (color: TColor) => void;
  onAddColorAt: (place: TPlace) => void;
  children: ReactNode;
}

/** The drag-and-drop surface shared by the palette grid and the working area (spec §4). */
export function PaletteBoard({ colors, editable, values, onMove, onOpenColor, onAddColorAt, children }: PaletteBoardProps) {
  const sensors = useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const highlight = useDebouncedCallback(setHighlightedId, HIGHLIGHT_DEBOUNCE_MS);
  const colorOf = (id: UniqueIdentifier) => colors.find((color) => color.id === id);
  const active = activeId === null ? undefined : colorOf(activeId);

  function finishDrag() {
    highlight.cancel();
    setHighlightedId(null);
    setActiveId(null);
  }

  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => `Picked up ${nameOf(colorOf(dragged.id))}`,
    onDragOver: ({ active: dragged, over }) => describeOver(colors, colorOf(dragged.id), over?.id ?? null),
    onDragEnd: ({ active: dragged, over }) => {
      const color = colorOf(dragged.id);
      const outcome = color ? resolveDrop(colors, color, over?.id ?? null) : { type: 'none' as const };
      if (outcome.type !== 'step') return `Dropped ${nameOf(color)}`;
      return outcome.step.kind === 'swap'
        ? `Swapped ${nameOf(color)} and ${nameOf(outcome.step.other ?? undefined)}`
        : `Moved ${nameOf(color)} to ${describePlace(outcome.to)}`;
    },
    onDragCancel: () => 'Cancelled',
  };

  const board = useMemo<TBoard>(
    () => ({ editable, values, highlightedId, dragging: activeId !== null, openColor: onOpenColor, addColorAt: onAddColorAt }),
    [editable, values, highlightedId, activeId, onOpenColor, onAddColorAt],
  );

  return (
    <BoardContext value={board}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        onDragStart={({ active: dragged }) => setActiveId(dragged.id)}
        onDragOver={({ over }) => highlight.schedule(over ? String(over.id) : null)}
        onDragCancel={finishDrag}
        onDragEnd={({ active: dragged, over }) => {
          finishDrag();
          const color = colorOf(dragged.id);
          if (!color) return;
          const outcome = resolveDrop(colors, color, over?.id ?? null);
          if (outcome.type === 'full') toast(DETAIL_TEXTS.capacityReached, 'destructive');
          if (outcome.type === 'step') onMove(outcome.step);
        }}
      >
        {children}
        {/* The swatch under the pointer; the original stays in place, faded, until the drop. */}
        <DragOverlay dropAnimation={null}>
          {active ? <LiftedSwatchFace color={active} area={placeOf(active)?.area ?? 'grid'} /> : null}
        </DragOverlay>
      </DndContext>
    </BoardContext>
  );
}

function nameOf(color: TColor | undefined): string {
  return color?.paintName ?? 'the color';
}

/** Nothing over its own place: that is where a drag starts, and 'Picked up' must not be drowned out. */
function describeOver(colors: readonly TColor[], dragged: TColor | undefined, overId: UniqueIdentifier | null): string | undefined {
  const name = nameOf(dragged);
  const target = overId === null ? null : parseDropTarget(overId);
  if (!target) return `${name} is not over a place.`;
  if (target.kind === 'working-area') return `${name} is over the working area.`;
  const occupant = colorAt(colors, target.place);
  const where = describePlace(target.place);
  if (!occupant) return `${name} is over ${where}, empty.`;
  return occupant.id === dragged?.id ? undefined : `${name} is over ${where}, holding ${occupant.paintName}.`;
}
