import { LIMITS } from '#common/constants.ts';
import { AppError } from '#server/errors.ts';

const wa = LIMITS.workingArea;

export interface Placement {
  position: number | null;
  isInWorkingArea: boolean;
  workingAreaPosition: number | null;
  workingAreaRow: number | null;
  workingAreaColumn: number | null;
}

export interface PlacementRequest {
  position?: number | null;
  isInWorkingArea?: boolean;
  workingAreaPosition?: number | null;
  workingAreaRow?: number | null;
  workingAreaColumn?: number | null;
}

function hasWorkingAreaCell(r: PlacementRequest): boolean {
  return r.workingAreaPosition != null || (r.workingAreaRow != null && r.workingAreaColumn != null);
}

/**
 * Turns what a client sent into one consistent placement, or null when it named none. A
 * working-area cell may be given as an index or as row and column (index = row * 6 + column);
 * when both are given they must agree. Grid slots must lie inside the palette's grid when one is
 * given; without one the caller checks them (a move does, on the palette row it locks).
 */
export function resolvePlacement(request: PlacementRequest, grid?: { rows: number; columns: number }): Placement | null {
  const toWorkingArea = request.isInWorkingArea ?? (hasWorkingAreaCell(request) && request.position == null);
  if (toWorkingArea) {
    if (!hasWorkingAreaCell(request)) throw new AppError('BAD_REQUEST', 'Say which working-area cell the color goes to.');
    const fromRowColumn =
      request.workingAreaRow != null && request.workingAreaColumn != null
        ? request.workingAreaRow * wa.columns + request.workingAreaColumn
        : null;
    const index = request.workingAreaPosition ?? fromRowColumn;
    if (index === null) throw new AppError('BAD_REQUEST', 'Say which working-area cell the color goes to.');
    if (fromRowColumn !== null && fromRowColumn !== index) {
      throw new AppError('BAD_REQUEST', 'Working-area row and column do not match its position.');
    }
    return {
      position: null,
      isInWorkingArea: true,
      workingAreaPosition: index,
      workingAreaRow: Math.floor(index / wa.columns),
      workingAreaColumn: index % wa.columns,
    };
  }
  if (request.position == null) {
    if (request.isInWorkingArea === false) throw new AppError('BAD_REQUEST', 'Say which grid slot the color goes to.');
    return null;
  }
  if (grid && request.position >= grid.rows * grid.columns) {
    throw new AppError('BAD_REQUEST', `Slot ${request.position} is outside this ${grid.rows} × ${grid.columns} grid.`);
  }
  return { position: request.position, isInWorkingArea: false, workingAreaPosition: null, workingAreaRow: null, workingAreaColumn: null };
}
