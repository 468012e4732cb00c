import { type CsvColumn, csvOf } from '#common/csv.ts';
import type { PAINT_FACTS, TColor } from '#common/schemas/color.ts';

/** Issue 25: the words the Place column says, as an import reads them again (any case). */
export const PLACE_NAMES = { grid: 'Grid', workingArea: 'Working area' } as const;

/** A number as its cell shows it, counted from 1 as the palette page does ('grid slot 1'); empty for none. */
const counted = (index: number | null) => (index === null ? null : String(index + 1));

/** The paint facts the dialect writes: a color's, and (issue 28) a studio inventory item's. */
type TPaintFacts = Pick<TColor, keyof typeof PAINT_FACTS>;

/** The paint as painters list it, and its ratings: the dialect's first columns, whatever the file lists. */
export const PAINT_COLUMNS = [
  ['Manufacturer', (paint) => paint.manufacturer],
  ['Paint name', (paint) => paint.paintName],
  ['Pigment codes', (paint) => paint.pigmentCode],
  ['Hex', (paint) => paint.hexCode],
  ['Medium', (paint) => paint.medium],
  ['Series', (paint) => paint.seriesName],
  ['Lightfastness', (paint) => paint.lightfastness],
  ['Opacity', (paint) => paint.opacity],
  ['Granulation', (paint) => paint.granulation],
  ['Staining', (paint) => paint.staining],
] as const satisfies ReadonlyArray<CsvColumn<TPaintFacts>>;

/**
 * The palette's CSV columns, in order: the paint, where it sits (issue 25: Place, the grid Slot or
 * the Working area row and column, each from 1), and the owner's notes. The same headers are what
 * an import reads (issue 15).
 */
const COLUMNS = [
  ...PAINT_COLUMNS,
  ['Place', (color) => (color.isInWorkingArea ? PLACE_NAMES.workingArea : PLACE_NAMES.grid)],
  ['Slot', (color) => (color.isInWorkingArea ? null : counted(color.position))],
  ['Working area row', (color) => (color.isInWorkingArea ? counted(color.workingAreaRow) : null)],
  ['Working area column', (color) => (color.isInWorkingArea ? counted(color.workingAreaColumn) : null)],
] as const satisfies ReadonlyArray<CsvColumn<TColor>>;

/** One row per color, grid then working area; the notes column only for those who may see notes. */
export function csvFile(colors: readonly TColor[], options: { withNotes: boolean; excel: boolean }): string {
  const notes: CsvColumn<TColor> = ['Notes', (color) => color.personalNotes];
  return csvOf(options.withNotes ? [...COLUMNS, notes] : COLUMNS, colors, options);
}
