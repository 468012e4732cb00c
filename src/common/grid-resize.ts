import { LIMITS } from './constants';

// The one rule for changing a palette's grid size (decision 006). The server applies it and the
// client asks the artist with it first, so what the dialog says is what the server does.

const wa = LIMITS.workingArea;

export interface TGridSize {
  rows: number;
  columns: number;
}

/** Where a color sits, as the API's colors and the database rows both say it. */
export interface TPlacedColor {
  id: string;
  position: number | null;
  isInWorkingArea: boolean;
  workingAreaPosition: number | null;
}

/**
 * What a new size does: every grid color keeps its row and column (its slot index is renumbered
 * for the new column count); those outside the new size move to free working-area cells, in
 * reading order. When there are more of those than free cells, nothing may move.
 */
export type TGridResizePlan<T extends TPlacedColor> =
  | {
      fits: true;
      kept: Array<{ color: T; position: number }>;
      /** `from` is the slot it leaves (in the old numbering), `cell` the working-area cell it takes. */
      displaced: Array<{ color: T; from: number; cell: number }>;
    }
  | { fits: false; displaced: T[]; freeCells: number };

export function planGridResize<T extends TPlacedColor>(colors: readonly T[], from: TGridSize, to: TGridSize): TGridResizePlan<T> {
  const taken = new Set(colors.filter((color) => color.isInWorkingArea).map((color) => color.workingAreaPosition));
  const freeCells = Array.from({ length: wa.capacity }, (_, cell) => cell).filter((cell) => !taken.has(cell));
  const kept: Array<{ color: T; position: number }> = [];
  const leaving: Array<{ color: T; from: number }> = [];
  const inGrid = colors.filter((color) => !color.isInWorkingArea && color.position !== null);
  for (const color of [...inGrid].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))) {
    const position = color.position ?? 0;
    const row = Math.floor(position / from.columns);
    const column = position % from.columns;
    if (row < to.rows && column < to.columns) kept.push({ color, position: row * to.columns + column });
    else leaving.push({ color, from: position });
  }
  const displaced: Array<{ color: T; from: number; cell: number }> = [];
  for (const [n, move] of leaving.entries()) {
    const cell = freeCells[n];
    if (cell === undefined) return { fits: false, displaced: leaving.map(({ color }) => color), freeCells: freeCells.length };
    displaced.push({ ...move, cell });
  }
  return { fits: true, kept, displaced };
}

export function countColors(count: number): string {
  return count === 1 ? '1 color' : `${count} colors`;
}

/** Why a size was refused (the server's 409 message and the client's toast say the same). */
export function gridResizeRefusal(to: TGridSize, refused: { displaced: readonly unknown[]; freeCells: number }): string {
  const count = refused.displaced.length;
  const room = refused.freeCells === 0 ? 'is full' : `has room for only ${refused.freeCells}`;
  return (
    `The grid can't shrink to ${to.rows} × ${to.columns}: ${countColors(count)} ${count === 1 ? 'sits' : 'sit'} in the rows or ` +
    `columns it would remove, and the working area ${room}. Make room in the working area first.`
  );
}
