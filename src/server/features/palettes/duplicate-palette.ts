import { copyName } from '#common/palette-summary.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { clonePalette } from './clone-palette';
import { loadPalette, paletteDto } from './load-palettes';
import { authorize, type PaletteActor } from './policy';
import { assertUnderQuota } from './quota';

/**
 * Spec §7 duplicates through POST /api/palettes and leaves the colors to the client; doing it
 * here copies palette, colors and their tags in one transaction instead.
 */
export async function duplicatePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<TPalette> {
  const { db, actor, id } = options;
  const { palette: source, facts } = await loadPalette({ db, actor, id });
  authorize(actor, 'duplicate', source, facts);
  const newId = await inTransaction(db, async (tx) => {
    await assertUnderQuota(tx, actor);
    return clonePalette(tx, {
      source,
      ownerId: actor.id,
      values: { name: copyName(source.name), isFavorite: source.isFavorite },
      // Tags and notes are personal: they survive only within one owner's library.
      keepPersonal: source.userId === actor.id,
    });
  });
  return paletteDto({ db, actor, id: newId });
}
