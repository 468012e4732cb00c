import type { TColor } from '../../../../common/schemas/color';

/**
 * The palette's CSV columns, in order: the paint as painters list it, its ratings, and the owner's
 * notes. The same headers are what an import reads (issue 15).
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

/** One row per color, grid then working area; the notes column only for those who may see notes. */
export function csvFile(colors: readonly TColor[], withNotes: boolean): string {
  const header = [...COLUMNS.map(([name]) => name), ...(withNotes ? ['Notes'] : [])];
  const rows = colors.map((color) => [...COLUMNS.map(([, value]) => value(color)), ...(withNotes ? [color.personalNotes] : [])]);
  return [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
