import { LIMITS } from '#common/constants.ts';
import type { TColor } from '#common/schemas/color.ts';

// The printable area that A4 and US Letter both offer inside 10 mm margins, so one layout fits either.
const PAGE_SHORT_MM = 190;
const PAGE_LONG_MM = 259;
export const PAPER_GAP_MM = 3;
/** Below this a swatch no longer shows its paint well; a palette that needs less takes more pages. */
export const SWATCH_MIN_MM = 8;
const SWATCH_MAX_MM = 28;
const PT_MM = 25.4 / 72;
// A bold character of a sans-serif at most this wide, in ems: names wider than the line estimate it.
const BOLD_CHAR_EM = 0.62;

/** How one area (grid or working area) is set on paper. */
export interface PaperArea {
  columns: number;
  /** Cells printed: the grid's all, the working area's up to its last row in use. */
  cells: number;
  slotMm: number;
  /** Name size; the facts under it are a point smaller. */
  namePt: number;
  /** Characters of the name's size that fit on one line of a slot. */
  lineChars: number;
  /** The tallest a swatch gets: never taller than three quarters of its width. */
  swatchMaxMm: number;
}

export interface PaperLayout {
  landscape: boolean;
  widthMm: number;
  heightMm: number;
  grid: PaperArea;
  /** Null when no color is set aside: an empty working area tells a reader nothing. */
  workingArea: PaperArea | null;
}

function area(columns: number, cells: number, slotMm: number): PaperArea {
  // Narrow slots take smaller type, so that common names still fit a line word by word.
  const namePt = slotMm >= 28 ? 8 : slotMm >= 18 ? 7 : 6;
  return {
    columns,
    cells,
    slotMm,
    namePt,
    lineChars: Math.floor(slotMm / (namePt * PT_MM * BOLD_CHAR_EM)),
    swatchMaxMm: Math.min(SWATCH_MAX_MM, slotMm * 0.75),
  };
}

/**
 * The sheet of a palette: a wide palette prints across the page; its grid fills the width; the
 * working area keeps its six columns, no wider than the grid's.
 */
export function paperLayout(palette: { rows: number; columns: number }, colors: readonly TColor[]): PaperLayout {
  const landscape = palette.columns > palette.rows;
  const widthMm = landscape ? PAGE_LONG_MM : PAGE_SHORT_MM;
  const slotMm = (columns: number) => (widthMm - PAPER_GAP_MM * (columns - 1)) / columns;
  const grid = area(palette.columns, palette.rows * palette.columns, slotMm(palette.columns));
  const cells = colors.flatMap((color) => (color.isInWorkingArea && color.workingAreaPosition !== null ? [color.workingAreaPosition] : []));
  const { columns } = LIMITS.workingArea;
  const workingArea =
    cells.length > 0
      ? area(columns, (Math.floor(Math.max(...cells) / columns) + 1) * columns, Math.min(grid.slotMm, slotMm(columns)))
      : null;
  return { landscape, widthMm, heightMm: landscape ? PAGE_SHORT_MM : PAGE_LONG_MM, grid, workingArea };
}

/**
 * The swatch heights that make the sheet one page tall: `fixedMm` is the sheet's height with
 * swatches of no height (titles, names, facts, gaps). Each area's rows share what is left, no
 * swatch taller than its area allows nor shorter than SWATCH_MIN_MM (then the sheet takes pages).
 */
export function swatchHeights(layout: PaperLayout, fixedMm: number): { gridMm: number; workingAreaMm: number } {
  const rows = (a: PaperArea | null) => (a ? Math.ceil(a.cells / a.columns) : 0);
  const gridRows = rows(layout.grid);
  const asideRows = rows(layout.workingArea);
  const asideMax = layout.workingArea?.swatchMaxMm ?? 0;
  const room = layout.heightMm - fixedMm;
  // One height for both areas, unless the working area's narrower slots cap its swatches first.
  const shared = room / (gridRows + asideRows);
  const gridMm = shared <= asideMax ? shared : (room - asideRows * asideMax) / gridRows;
  const clamped = Math.max(SWATCH_MIN_MM, Math.min(layout.grid.swatchMaxMm, gridMm));
  return { gridMm: clamped, workingAreaMm: Math.min(clamped, asideMax) };
}
