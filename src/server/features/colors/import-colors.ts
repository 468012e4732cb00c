import { normalisePigmentText } from '../../../common/pigment-codes';
import type { TColor, TImportedColor } from '../../../common/schemas/color';
import type { Db } from '../../db/client';
import { colors } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { authorize, loadPalette, lockPalette, type PaletteActor } from '../palettes';
import { toColorDto } from './color-dto';
import { colorWithBuyLink } from './color-link';
import { freePlaces } from './free-place';

/**
 * Issue 15: adds a file's colors to a palette (editors only), in one transaction and one insert:
 * they take the free grid slots in order, then the working area's. When they do not all fit,
 * nothing is added and the answer says how many would (409).
 */
export async function importColors(options: { db: Db; actor: PaletteActor; paletteId: string; colors: readonly TImportedColor[] }): Promise<TColor[]> {
  const { db, actor, paletteId } = options;
  const { palette, facts } = await loadPalette({ db, actor, id: paletteId });
  authorize(actor, 'edit', palette, facts);
  if (options.colors.length === 0) return [];
  const rows = await inTransaction(db, async (tx) => {
    const grid = await lockPalette(tx, paletteId);
    const places = await freePlaces(tx, grid);
    if (places.length < options.colors.length) {
      throw new AppError(
        'CONFLICT',
        `The palette has room for ${places.length} of the ${options.colors.length} colors in the file; nothing was imported.`,
      );
    }
    const values = options.colors.map(({ pigmentCode, ...color }, index) => ({
      paletteId,
      ...color,
      // Stored in standard form, as the color form stores them ('pb 29' -> 'PB29').
      pigmentCode: pigmentCode && normalisePigmentText(pigmentCode),
      ...places[index],
    }));
    return tx.insert(colors).values(values).returning(colorWithBuyLink);
  });
  return rows.map((row) => toColorDto(row, { showNotes: true }));
}
