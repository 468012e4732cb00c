import { normalisePigmentText } from '#common/pigment-codes.ts';
import type { TColor, TImportRow, TPlacedElsewhere } from '#common/schemas/color.ts';
import type { Db } from '#server/db/client.ts';
import { colors } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { authorize, loadPalette, lockPaletteFor, type PaletteActor } from '#server/features/palettes/index.ts';
import { toColorDto } from './color-dto';
import { colorWithLinkedFields } from './color-link';
import { freePlaces } from './free-place';
import { placeImportedRows } from './import-places';

type TImported = { imported: TColor[]; placedElsewhere: TPlacedElsewhere[] };

/** Ends a preview's transaction, undoing its writes, with what they would have been. */
class PreviewOnly extends Error {
  constructor(readonly result: TImported) {
    super('import preview');
  }
}

/**
 * Issue 15: adds a file's colors to a palette (editors only), in one transaction and one insert.
 * Each goes back to the place its row names when that place is free (issue 25), else to the free
 * places left, grid slots first; those are reported. When they do not all fit, nothing is added
 * and the answer says how many would (409). With `preview` (issue 27) the same import runs and is
 * rolled back: the answer is exactly what importing would do now, and nothing changes.
 */
export async function importColors(options: {
  db: Db;
  actor: PaletteActor;
  paletteId: string;
  rows: readonly TImportRow[];
  preview: boolean;
}): Promise<TImported> {
  const { db, actor, paletteId, rows, preview } = options;
  if (rows.length === 0) {
    // A file of bad rows only: nothing is written, so the right to edit is read, not locked, and
    // the palette is not marked changed.
    const { palette, facts } = await loadPalette({ db, actor, id: paletteId });
    authorize(actor, 'edit', palette, facts);
    return { imported: [], placedElsewhere: [] };
  }
  return inTransaction(db, async (tx) => {
    const { grid } = await lockPaletteFor(tx, { actor, id: paletteId, actions: ['edit'] });
    const { placements, placedElsewhere } = placeImportedRows(rows, await freePlaces(tx, grid), grid);
    const values = rows.map(({ color: { pigmentCode, ...color } }, index) => ({
      paletteId,
      ...color,
      // Stored in standard form, as the color form stores them ('pb 29' -> 'PB29').
      pigmentCode: pigmentCode && normalisePigmentText(pigmentCode),
      ...placements[index],
    }));
    const inserted = await tx.insert(colors).values(values).returning(colorWithLinkedFields);
    const result = { imported: inserted.map((row) => toColorDto(row, { showNotes: true })), placedElsewhere };
    if (preview) throw new PreviewOnly(result);
    return result;
  }).catch((error: unknown) => {
    if (error instanceof PreviewOnly) return error.result;
    throw error;
  });
}
