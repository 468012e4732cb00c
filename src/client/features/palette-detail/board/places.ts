import { LIMITS } from '../../../../common/constants';
import type { TColor, TColorPositionsRequest } from '../../../../common/schemas/color';

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

/** A step the user can undo: what to send to do it, and what to send to take it back. */
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
 * What a grid resize does to the colors, as the server does it (decision 006): each grid color
 * keeps its row and column; those outside the new grid go to free working-area cells in reading
 * order. Null when the working area lacks room; the server then refuses too.
 */
export function resizeGrid(
  colors: readonly TColor[],
  from: { columns: number },
  to: { rows: number; columns: number },
): TColor[] | null {
  const freeCells = Array.from({ length: wa.capacity }, (_, cell) => cell).filter(
    (cell) => !colors.some((color) => color.isInWorkingArea && color.workingAreaPosition === cell),
  );
  const gridColors = colors
    .filter((color) => !color.isInWorkingArea && color.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const placed = new Map<string, TPlace>();
  for (const color of gridColors) {
    const position = color.position ?? 0;
    const row = Math.floor(position / from.columns);
    const column = position % from.columns;
    if (row < to.rows && column < to.columns) {
      placed.set(color.id, { area: 'grid', index: row * to.columns + column });
      continue;
    }
    const cell = freeCells.shift();
    if (cell === undefined) return null;
    placed.set(color.id, { area: 'working', index: cell });
  }
  return colors.map((color) => {
    const place = placed.get(color.id);
    return place ? withPlace(color, place) : color;
  });
}
