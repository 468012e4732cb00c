import { parse } from 'csv-parse/sync';
import { COLOR_MEDIUMS, canonicalMedium, LIGHTFASTNESS } from '#common/constants.ts';
import { type TBadRow, type TImportedColor, type TImportPlace, type TImportRow, ZImportedColor } from '#common/schemas/color.ts';
import { AppError } from '#server/errors.ts';
import { placeOf, type TPlaceField } from './csv-place';

type TField = keyof TImportedColor;

/**
 * The headers an import understands (issue 15): any case, spaces and underscores alike; the export
 * writes the first of each. Unknown columns are left out.
 */
const HEADERS: Record<string, TField> = {
  'paint name': 'paintName',
  name: 'paintName',
  hex: 'hexCode',
  'hex code': 'hexCode',
  manufacturer: 'manufacturer',
  'pigment codes': 'pigmentCode',
  'pigment code': 'pigmentCode',
  pigments: 'pigmentCode',
  medium: 'medium',
  series: 'seriesName',
  'series name': 'seriesName',
  lightfastness: 'lightfastness',
  opacity: 'opacity',
  granulation: 'granulation',
  staining: 'staining',
  notes: 'personalNotes',
  'personal notes': 'personalNotes',
};

const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/**
 * The file's delimiter, from its header line: commas, or the semicolons (or tabs) that Excel
 * writes where the decimal separator is a comma (German, French, Russian Windows).
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

/** The export's guard against spreadsheet formulas (a leading apostrophe) taken off again. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A value from a list (medium, lightfastness) in the list's own spelling, whatever the case. */
const fromList = (list: readonly string[], value: string) => list.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value;

/**
 * What a cell means for its field: the lists' spellings (a palette's 'Oil Paint' is the color
 * medium 'Oil'), '#' before a bare hex. Pigment codes stay as written, spaces or commas between
 * them: the color's pigment field keeps any text, and every view reads codes either way.
 */
function fieldValue(field: TField, cell: string): string {
  if (field === 'medium') return fromList(COLOR_MEDIUMS, canonicalMedium(fromList(['Oil Paint'], cell)));
  if (field === 'lightfastness') return fromList(LIGHTFASTNESS, cell);
  if (field === 'hexCode') return /^[0-9a-f]{6}$/i.test(cell) ? `#${cell.toUpperCase()}` : cell.toUpperCase();
  return cell;
}

/**
 * Columns a reader of the dialect takes besides the paint's: the palette's place columns, or
 * (issue 28) an inventory item's form, level, count… `headers` maps a header (any case, spaces and
 * underscores alike) to the field it fills; `read` makes a row's cells of those fields its value,
 * or says why the row cannot be taken.
 */
export interface ExtraColumns<T, F extends string> {
  headers: Readonly<Record<string, F>>;
  read(cells: Partial<Record<F, string>>): { value: T } | { reason: string };
}

/** Issue 25: the place columns the export writes; a place that is no place is the import's to report, not a bad row. */
const PLACE_COLUMNS: ExtraColumns<TImportPlace | null, TPlaceField> = {
  headers: {
    place: 'place',
    slot: 'slot',
    'grid slot': 'slot',
    'working area row': 'workingAreaRow',
    'working area column': 'workingAreaColumn',
  },
  read: (cells) => ({ value: placeOf(cells) }),
};

/**
 * A CSV of the palette dialect as paints, in file order, each with what its `extra` columns say,
 * and the rows that cannot be taken (their line in the file and the reason). A byte order mark is
 * skipped. A file without the Paint name and Hex columns, or one that is not CSV at all, is
 * refused as a whole (400).
 */
export function readPaintsCsv<T, F extends string>(
  text: string,
  extra: ExtraColumns<T, F>,
): { rows: Array<{ line: number; color: TImportedColor; extra: T }>; badRows: TBadRow[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new AppError('BAD_REQUEST', `Not a CSV file the import can read: ${error instanceof Error ? error.message : 'unreadable.'}`);
  }
  const [header, ...lines] = records;
  const names = (header?.record ?? []).map(headerKey);
  const fields = names.map((name) => HEADERS[name]);
  const extraFields = names.map((name) => extra.headers[name]);
  if (!fields.includes('paintName') || !fields.includes('hexCode')) {
    throw new AppError('BAD_REQUEST', 'The CSV needs a header row with the columns Paint name and Hex.');
  }
  const rows: Array<{ line: number; color: TImportedColor; extra: T }> = [];
  const badRows: TBadRow[] = [];
  for (const { record, info } of lines) {
    const values: Partial<Record<TField, string>> = {};
    const extraCells: Partial<Record<F, string>> = {};
    record.forEach((cell, index) => {
      const field = fields[index];
      const extraField = extraFields[index];
      const value = unguarded(cell);
      if (field && value) values[field] = fieldValue(field, value);
      if (extraField && value) extraCells[extraField] = value;
    });
    // The line the row begins on: csv-parse counts to its end, past line breaks inside quoted cells.
    const breaksInside = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
    const line = info.lines - breaksInside;
    const parsed = ZImportedColor.safeParse(values);
    if (!parsed.success) {
      badRows.push({ line, reason: rowReason(parsed.error.issues[0]) });
      continue;
    }
    const read = extra.read(extraCells);
    if ('reason' in read) badRows.push({ line, reason: read.reason });
    else rows.push({ line, color: parsed.data, extra: read.value });
  }
  return { rows, badRows };
}

/** Issue 15: a palette CSV as colors to add, each with the place its row asks for (issue 25). */
export function readColorsCsv(text: string): { rows: TImportRow[]; badRows: TBadRow[] } {
  const { rows, badRows } = readPaintsCsv(text, PLACE_COLUMNS);
  return { rows: rows.map(({ line, color, extra }) => ({ line, color, place: extra })), badRows };
}

const FIELD_NAMES: Partial<Record<string, string>> = {
  paintName: 'Paint name',
  hexCode: 'Hex',
  medium: 'Medium',
  lightfastness: 'Lightfastness',
};

function rowReason(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'Not a color.';
  const field = String(issue.path[0] ?? '');
  if (field === 'paintName' && issue.message.startsWith('Invalid input')) return 'Paint name is required.';
  if (field === 'hexCode' && issue.message.startsWith('Invalid input')) return 'Hex is required.';
  return `${FIELD_NAMES[field] ?? field}: ${issue.message}`;
}
