import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TInviteSummary } from '#common/schemas/invite.ts';
import type { Db } from '#server/db/client.ts';
import { invites, users } from '#server/db/schema/index.ts';
import type { PaletteActor } from '#server/features/palettes/index.ts';
import { toInviteSummary } from './invite-summary';
import { assertMayManageInvites } from './policy';

/** The share dialog's list: every live invitation of the palette, people with access first. One query. */
export async function listInvites(options: { db: Db; actor: PaletteActor; paletteId: string }): Promise<TInviteSummary[]> {
  const { db, paletteId } = options;
  await assertMayManageInvites(options);
  const rows = await db
    .select({
      id: invites.id,
      inviteeEmail: invites.inviteeEmail,
      acceptedAt: invites.acceptedAt,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      acceptedByName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.acceptedByUserId))
    .where(and(eq(invites.paletteId, paletteId), isNull(invites.revokedAt)))
    .orderBy(sql`${invites.acceptedAt} is null`, desc(invites.createdAt));
  return rows.map(toInviteSummary);
}
