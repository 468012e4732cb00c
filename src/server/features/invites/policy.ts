import type { Db } from '#server/db/client.ts';
import { authorize, loadPalette, type PaletteActor } from '#server/features/palettes/index.ts';

/**
 * Invitations are part of sharing: whoever may share the palette (its owner, or an admin) invites
 * and revokes; anyone else gets the palette's own 404/403. Runs before any read or write.
 */
export async function assertMayManageInvites(options: { db: Db; actor: PaletteActor; paletteId: string }) {
  const { palette, facts } = await loadPalette({ db: options.db, actor: options.actor, id: options.paletteId });
  authorize(options.actor, 'share', palette, facts);
  return palette;
}
