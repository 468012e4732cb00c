import { z } from 'zod';
import { INVENTORY_FORMS, INVENTORY_LEVELS, LIMITS, type TInventoryForm, type TInventoryLevel } from '#common/constants.ts';
import { type CsvColumn, csvOf } from '#common/csv.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import { type ExtraColumns, PAINT_COLUMNS } from '#server/features/palette-files/index.ts';

/** What a row says of the person's holding of its paint. */
export interface Holding {
  form: TInventoryForm;
  level: TInventoryLevel;
  count: number;
  wish: boolean;
  note: string | null;
}

type HoldingField = keyof Holding;

const WISH_WORDS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  x: true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** A value of a list in the list's own spelling, whatever the case ('Half Pan' is 'half pan'). */
const listed = <T extends string>(values: readonly [T, ...T[]], name: string) =>
  z
    .string()
    .transform((cell) => values.find((value) => value === cell.toLowerCase()) ?? cell)
    .pipe(z.enum(values, `${name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}.`));

const ZHoldingCells = z
  .object({
    form: listed(INVENTORY_FORMS, 'Form').default('tube'),
    level: listed(INVENTORY_LEVELS, 'Level').default('full'),
    count: z
      .string()
      .regex(/^\d+$/, 'Count must be a whole number.')
      .transform(Number)
      .pipe(z.number().max(LIMITS.inventoryCountMax, `Count must be at most ${LIMITS.inventoryCountMax}.`))
      .optional(),
    wish: z
      .string()
      .transform((cell) => WISH_WORDS[cell.toLowerCase()])
      .pipe(z.boolean('Wish must be yes or no.'))
      .default(false),
    note: z.string().max(LIMITS.inventoryNoteMax, `Notes must be at most ${LIMITS.inventoryNoteMax} characters.`).default(''),
  })
  // A row that says nothing of a count is one tube owned, or none when it is only wished for.
  .transform(({ count, note, ...holding }): Holding => ({ ...holding, count: count ?? (holding.wish ? 0 : 1), note: note || null }));

/**
 * Issue 28: the inventory's columns besides the palette dialect's paint columns (any case, spaces
 * and underscores alike): Form, Level, Count, Wish and Notes, as the export writes them.
 */
export const HOLDING_COLUMNS: ExtraColumns<Holding, HoldingField> = {
  headers: { form: 'form', level: 'level', count: 'count', wish: 'wish', wishlist: 'wish', note: 'note', notes: 'note' },
  read: (cells) => {
    const parsed = ZHoldingCells.safeParse(cells);
    return parsed.success ? { value: parsed.data } : { reason: parsed.error.issues[0]?.message ?? 'Not an inventory row.' };
  },
};

/** The export: the palette dialect's paint columns, then the holding's, which an import reads back. */
const INVENTORY_COLUMNS: ReadonlyArray<CsvColumn<TInventoryItem>> = [
  ...PAINT_COLUMNS,
  ['Form', (item) => item.form],
  ['Level', (item) => item.level],
  ['Count', (item) => String(item.count)],
  ['Wish', (item) => (item.wish ? 'yes' : 'no')],
  ['Notes', (item) => item.note],
];

export function inventoryCsv(items: readonly TInventoryItem[], options: { excel: boolean }): string {
  return csvOf(INVENTORY_COLUMNS, items, options);
}
