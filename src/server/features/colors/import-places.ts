import { LIMITS } from '#common/constants.ts';
import type { TImportRow, TPlacedElsewhere } from '#common/schemas/color.ts';
import { AppError } from '#server/errors.ts';
import type { Placement } from './placement';

const wa = LIMITS.workingArea;

type TPlace = Pick<Placement, 'isInWorkingArea'> & Partial<Pick<Placement, 'position' | 'workingAreaPosition'>>;

const keyOf = (place: TPlace) => (place.isInWorkingArea ? `cell ${place.workingAreaPosition}` : `slot ${place.position}`);

/** A place as the import's report names it, counted from 1 like the export's columns. */
function placeLabel(place: TPlace): string {
  if (!place.isInWorkingArea) return `grid slot ${(place.position ?? 0) + 1}`;
  const cell = place.workingAreaPosition ?? 0;
  return `working area row ${Math.floor(cell / wa.columns) + 1}, column ${(cell % wa.columns) + 1}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Issue 25: where each imported row goes. A row whose place columns name a free place of this
 * palette gets it (the first row to ask, when two do); every other row takes the free places left,
 * in file order, grid slots first, as an import without places does (issue 15), and is reported
 * with why and where it went. When the rows outnumber the free places nothing is placed (409).
 */
export function placeImportedRows(
  rows: readonly TImportRow[],
  free: readonly Placement[],
  grid: { rows: number; columns: number },
): { placements: Placement[]; placedElsewhere: TPlacedElsewhere[] } {
  if (free.length < rows.length) {
    throw new AppError(
      'CONFLICT',
      `The palette has room for ${free.length} of the ${rows.length} colors in the file; nothing was imported.`,
    );
  }
  const open = new Map(free.map((place) => [keyOf(place), place]));
  const askedBy = new Map<string, number>();
  const chosen: Array<Placement | undefined> = [];
  const problems: Array<string | undefined> = [];
  rows.forEach(({ line, place }, index) => {
    if (!place) return;
    if ('problem' in place) {
      problems[index] = place.problem;
      return;
    }
    const key = keyOf(place);
    const label = capitalised(placeLabel(place));
    const taken = open.get(key);
    if (!place.isInWorkingArea && place.position >= grid.rows * grid.columns) {
      problems[index] = `${label} is outside this ${grid.rows} × ${grid.columns} grid`;
    } else if (askedBy.has(key)) {
      problems[index] = `${label} is line ${askedBy.get(key)}'s place too`;
    } else if (!taken) {
      problems[index] = `${label} is taken`;
    } else {
      chosen[index] = taken;
      askedBy.set(key, line);
      open.delete(key);
    }
  });
  const left = [...open.values()];
  const placements = rows.map((_, index) => {
    const placement = chosen[index] ?? left.shift();
    // Never: there were at least as many free places as rows, and each chosen one took one of them.
    if (!placement) throw new Error('An imported row was left without a place.');
    return placement;
  });
  const placedElsewhere = rows.flatMap(({ line, color }, index) => {
    const problem = problems[index];
    const placement = placements[index];
    return problem && placement ? [{ line, paintName: color.paintName, reason: `${problem}; it goes to ${placeLabel(placement)}.` }] : [];
  });
  return { placements, placedElsewhere };
}
