import type { TColor } from '../../../../common/schemas/color';

/** Issue 25: the words the Place column says, as an import reads them again (any case). */
export const PLACE_NAMES = { grid: 'Grid', workingArea: 'Working area' } as const;

/** A number as its cell shows it, counted from 1 as the palette page does ('grid slot 1'); empty for none. */
const counted = (index: number | null) => (index === null ? null : String(index + 1));

/**
 * The palette's CSV columns, in order: the paint as painters list it, its ratings, where it sits
 * (issue 25: Place, the grid Slot or the Working area row and column, each from 1), and the
 * owner's notes. The same headers are what an import reads (issue 15).
 */
const COLUMNS = [
  ['Manufacturer', (color) => color.manufacturer],
  ['Paint name', (color) => color.paintName],
  ['Pigment codes', (color) => color.pigmentCode],
  ['Hex', (color) => color.hexCode],
  ['Medium', (color) => color.medium],
  ['Series', (color) => color.seriesName],
  ['Lightfastness', (color) => color.lightfastness],
  ['Opacity', (color) => color.opacity],
  ['Granulation', (color) => color.granulation],
  ['Staining', (color) => color.staining],
  ['Place', (color) => (color.isInWorkingArea ? PLACE_NAMES.workingArea : PLACE_NAMES.grid)],
  ['Slot', (color) => (color.isInWorkingArea ? null : counted(color.position))],
  ['Working area row', (color) => (color.isInWorkingArea ? counted(color.workingAreaRow) : null)],
  ['Working area column', (color) => (color.isInWorkingArea ? counted(color.workingAreaColumn) : null)],
] as const satisfies ReadonlyArray<readonly [string, (color: TColor) => string | null]>;

/**
 * A cell as RFC 4180 writes it (quoted when it holds a comma, quote or line break). A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first: OWASP's CSV injection rule) is
 * given a leading apostrophe, which spreadsheets show as text; an import takes it off again.
 */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One row per color, grid then working area, lines ended by CRLF (RFC 4180); the notes column only
 * for those who may see notes. For Excel (`excel`), a UTF-8 byte order mark first: without it Excel
 * on Windows reads the file in the system's code page and garbles every name beyond ASCII.
 */
export function csvFile(colors: readonly TColor[], options: { withNotes: boolean; excel: boolean }): string {
  const { withNotes, excel } = options;
  const header = [...COLUMNS.map(([name]) => name), ...(withNotes ? ['Notes'] : [])];
  const rows = colors.map((color) => [...COLUMNS.map(([, value]) => value(color)), ...(withNotes ? [color.personalNotes] : [])]);
  const text = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
  return excel ? `\uFEFF${text}` : text;
}
