import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invites } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { PaletteActor } from '#server/features/palettes/index.ts';
import { assertMayManageInvites } from './policy';

/**
 * Withdraws a pending invitation, or takes away the access an accepted one gave: the palette
 * leaves the invitee's 'Shared with me' at once, and the link stops working.
 */
export async function revokeInvite(options: { db: Db; actor: PaletteActor; inviteId: string }): Promise<void> {
  const { db, actor, inviteId } = options;
  const [invite] = await db
    .select({ paletteId: invites.paletteId })
    .from(invites)
    .where(and(eq(invites.id, inviteId), isNull(invites.revokedAt)));
  if (!invite) throw new AppError('NOT_FOUND', 'Invitation not found.');
  await assertMayManageInvites({ db, actor, paletteId: invite.paletteId });
  await db
    .update(invites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invites.id, inviteId), isNull(invites.revokedAt)));
}
