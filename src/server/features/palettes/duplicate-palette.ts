import { LIMITS } from '../../../common/constants';
import type { TPalette } from '../../../common/schemas/palette';
import type { Db } from '../../db/client';
import { palettes } from '../../db/schema';
import { copyColors } from './copy-colors';
import { loadPalette, paletteDto } from './load-palettes';
import { authorize, type PaletteActor } from './policy';
import { assertUnderQuota } from './quota';

const SUFFIX = ' (Copy)';

/**
 * Spec §7 duplicates through POST /api/palettes and leaves the colors to the client; doing it
 * here copies palette, colors and their tags in one transaction instead.
 */
export async function duplicatePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<TPalette> {
  const { db, actor, id } = options;
  const { palette: source, facts } = await loadPalette({ db, actor, id });
  authorize(actor, 'duplicate', source, facts);
  const newId = await db.transaction(async (tx) => {
    await assertUnderQuota(tx, actor);
    const [row] = await tx
      .insert(palettes)
      .values({
        userId: actor.id,
        name: source.name.slice(0, LIMITS.paletteNameMax - SUFFIX.length) + SUFFIX,
        medium: source.medium,
        rows: source.rows,
        columns: source.columns,
        tags: source.tags,
        notes: source.notes,
        isFavorite: source.isFavorite,
        creatorName: source.creatorName,
        creatorDisplayName: source.creatorDisplayName,
        creatorEmail: source.creatorEmail,
      })
      .returning({ id: palettes.id });
    if (!row) throw new Error('insert returned no row');
    await copyColors(tx, { from: source.id, to: row.id, withTags: source.userId === actor.id });
    return row.id;
  });
  return paletteDto({ db, actor, id: newId });
}

