import { LIMITS } from '#common/constants.ts';
import { planGridResize, type TGridSize } from '#common/grid-resize.ts';
import type { TColor, TColorPositionsRequest } from '#common/schemas/color.ts';

const wa = LIMITS.workingArea;

/** Where a color can sit: a slot of the palette grid or a cell of the working area (both 0-based). */
export type TPlace = { area: 'grid'; index: number } | { area: 'working'; index: number };

/** One color going to one place; a move is one of these, a swap two. */
export interface TMove {
  colorId: string;
  to: TPlace;
}

export function placeOf(color: TColor): TPlace | null {
  if (color.isInWorkingArea) return color.workingAreaPosition === null ? null : { area: 'working', index: color.workingAreaPosition };
  return color.position === null ? null : { area: 'grid', index: color.position };
}

/** The droppable id of a place; unique across both areas. */
export function placeKey(place: TPlace): string {
  return `${place.area}-${place.index}`;
}

/** People count from 1 (spec §9's index is the 0-based one the API uses). */
export function describePlace(place: TPlace): string {
  return place.area === 'grid' ? `grid slot ${place.index + 1}` : `working area cell ${place.index + 1}`;
}

/** The color as it is at `place`: all placement fields agree (working-area index = row * 6 + column). */
function withPlace(color: TColor, place: TPlace): TColor {
  return place.area === 'grid'
    ? { ...color, position: place.index, isInWorkingArea: false, workingAreaPosition: null, workingAreaRow: null, workingAreaColumn: null }
    : {
        ...color,
        position: null,
        isInWorkingArea: true,
        workingAreaPosition: place.index,
        workingAreaRow: Math.floor(place.index / wa.columns),
        workingAreaColumn: place.index % wa.columns,
      };
}

export function toPositionsRequest(moves: readonly TMove[]): TColorPositionsRequest {
  return moves.map(({ colorId, to }) =>
    to.area === 'grid'
      ? { id: colorId, isInWorkingArea: false, position: to.index }
      : { id: colorId, isInWorkingArea: true, workingAreaPosition: to.index },
  );
}

export function applyMoves(colors: readonly TColor[], moves: readonly TMove[]): TColor[] {
  const targets = new Map(moves.map((move) => [move.colorId, move.to]));
  return colors.map((color) => {
    const to = targets.get(color.id);
    return to ? withPlace(color, to) : color;
  });
}

export function colorAt(colors: readonly TColor[], place: TPlace): TColor | undefined {
  return colors.find((color) => {
    const at = placeOf(color);
    return at?.area === place.area && at.index === place.index;
  });
}

/** The first empty working-area cell in reading order, or null when all 24 are taken. */
export function firstFreeCell(colors: readonly TColor[]): number | null {
  const taken = new Set(colors.filter((color) => color.isInWorkingArea).map((color) => color.workingAreaPosition));
  for (let cell = 0; cell < wa.capacity; cell++) if (!taken.has(cell)) return cell;
  return null;
}

/** A drop: what to send to do it, and what to send to take it back (board-history.ts keeps it for undo). */
export interface TMoveStep {
  forward: TMove[];
  backward: TMove[];
  kind: 'move' | 'swap';
  /** The color the dragged one changed places with, for a swap. */
  other: TColor | null;
}

/** Dropping a color on a place: onto an empty one it moves, onto an occupied one the two swap. */
export function planDrop(colors: readonly TColor[], dragged: TColor, target: TPlace): TMoveStep | null {
  const from = placeOf(dragged);
  if (!from || (from.area === target.area && from.index === target.index)) return null;
  const occupant = colorAt(colors, target);
  if (!occupant) {
    return { kind: 'move', other: null, forward: [{ colorId: dragged.id, to: target }], backward: [{ colorId: dragged.id, to: from }] };
  }
  return {
    kind: 'swap',
    other: occupant,
    forward: [
      { colorId: dragged.id, to: target },
      { colorId: occupant.id, to: from },
    ],
    backward: [
      { colorId: dragged.id, to: from },
      { colorId: occupant.id, to: target },
    ],
  };
}

/**
 * The colors as a grid resize leaves them (the shared rule in src/common/grid-resize.ts, which the
 * server applies too). Null when the working area lacks room; the server then refuses as well.
 */
export function resizeGrid(colors: readonly TColor[], from: TGridSize, to: TGridSize): TColor[] | null {
  const plan = planGridResize(colors, from, to);
  if (!plan.fits) return null;
  const placed = new Map<string, TPlace>([
    ...plan.kept.map(({ color, position }): [string, TPlace] => [color.id, { area: 'grid', index: position }]),
    ...plan.displaced.map(({ color, cell }): [string, TPlace] => [color.id, { area: 'working', index: cell }]),
  ]);
  return colors.map((color) => {
    const place = placed.get(color.id);
    return place ? withPlace(color, place) : color;
  });
}
