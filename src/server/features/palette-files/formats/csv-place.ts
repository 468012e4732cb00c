import { LIMITS } from '#common/constants.ts';
import type { TImportPlace } from '#common/schemas/color.ts';
import { PLACE_NAMES } from './csv';

/** The place columns of a palette CSV (issue 25): Place, Slot, Working area row and column. */
export type TPlaceField = 'place' | 'slot' | 'workingAreaRow' | 'workingAreaColumn';

const wa = LIMITS.workingArea;

/** A cell counted from 1 (as the export writes it) as an index from 0, or null when it is no whole number in 1..max. */
function countedIndex(cell: string | undefined, max: number): number | null {
  if (!cell || !/^\d+$/.test(cell)) return null;
  const value = Number(cell);
  return value >= 1 && value <= max ? value - 1 : null;
}

/**
 * Where a CSV row asks its color to go: a grid slot or a working-area cell, a problem when its
 * place columns say something that is no place (the color then takes a free place, and the import
 * says so), or null when they say nothing. Without a Place cell, a Slot means the grid and a row
 * and column the working area. Whether the slot lies inside the palette's grid is the palette's
 * to say (importColors).
 */
export function placeOf(cells: Partial<Record<TPlaceField, string>>): TImportPlace | null {
  const { place, slot, workingAreaRow: row, workingAreaColumn: column } = cells;
  if (!place && !slot && !row && !column) return null;
  const area = place?.toLowerCase() ?? (slot ? 'grid' : 'working area');
  if (area === PLACE_NAMES.grid.toLowerCase()) {
    if (!slot) return { problem: 'Place Grid without a Slot' };
    const position = countedIndex(slot, Number.MAX_SAFE_INTEGER);
    return position === null ? { problem: `Slot "${slot}" is not a slot number` } : { isInWorkingArea: false, position };
  }
  if (area === PLACE_NAMES.workingArea.toLowerCase()) {
    if (!row || !column) return { problem: 'Place Working area without its row and column' };
    const rowIndex = countedIndex(row, wa.rows);
    const columnIndex = countedIndex(column, wa.columns);
    if (rowIndex === null) return { problem: `Working area row "${row}" is not one of its rows 1 to ${wa.rows}` };
    if (columnIndex === null) return { problem: `Working area column "${column}" is not one of its columns 1 to ${wa.columns}` };
    return { isInWorkingArea: true, workingAreaPosition: rowIndex * wa.columns + columnIndex };
  }
  return { problem: `Place "${place}" is neither ${PLACE_NAMES.grid} nor ${PLACE_NAMES.workingArea}` };
}
