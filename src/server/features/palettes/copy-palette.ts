import { eq } from 'drizzle-orm';
import { copyName } from '#common/palette-summary.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { palettes } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { clonePalette } from './clone-palette';
import { loadPalette, paletteDto } from './load-palettes';
import { assertActsFor, authorize, type PaletteActor, seesPaletteNotes } from './policy';
import { assertUnderQuota } from './quota';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A pushed copy's master, which its copy is made from (the pushed copy holds no colors of its own). */
async function masterOf(db: Db, masterId: string | null) {
  const [master] = masterId ? await db.select().from(palettes).where(eq(palettes.id, masterId)) : [];
  if (!master) throw new AppError('NOT_FOUND', 'Palette not found.');
  return master;
}

/**
 * An editable personal copy: of a master (or of the pushed copy that shows it), at most one per user
 * and restorable to it (spec §4); of a palette shared with the caller (issue 7), an independent
 * palette of their own. Quota applies. Its name says it is a copy (issue 27), so that it is told
 * apart from the palette it came from, which may sit in the same library (a master's pushed copy).
 */
export async function copyPalette(options: { db: Db; actor: PaletteActor; id: string; userId: string }): Promise<TPalette> {
  const { db, actor, id, userId } = options;
  assertActsFor(actor, userId);
  const { palette: loaded, facts } = await loadPalette({ db, actor, id });
  authorize(actor, 'copy', loaded, facts);
  const source = loaded.isPushedByAdmin ? await masterOf(db, loaded.originalPaletteId) : loaded;
  try {
    const newId = await inTransaction(db, async (tx) => {
      await assertUnderQuota(tx, actor);
      return clonePalette(tx, {
        source,
        ownerId: actor.id,
        values: {
          name: copyName(source.name),
          // Notes the caller could not read (a link that keeps them private) are not theirs to copy.
          ...(seesPaletteNotes(actor, loaded, facts) ? {} : { notes: null }),
          ...(source.isOriginal
            ? {
                originalPaletteId: source.id,
                collaborationEnabled: source.collaborationEnabled,
                collaborationCompany: source.collaborationCompany,
                collaborationUrl: source.collaborationUrl,
              }
            : {}),
        },
        // Someone else's palette: their notes and tags stay theirs.
        keepPersonal: false,
      });
    });
    return paletteDto({ db, actor, id: newId });
  } catch (err) {
    // Two copies requested at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'You already have a copy of this palette.');
    throw err;
  }
}
