import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TInviteView } from '#common/schemas/invite.ts';
import type { Db } from '#server/db/client.ts';
import { invites, palettes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { PaletteActor } from '#server/features/palettes/index.ts';

const master = alias(palettes, 'master');
const INVALID = 'This invitation is invalid, expired or has already been used.';

// Usable: not withdrawn, not yet accepted, not expired.
const usable = (token: string) =>
  and(eq(invites.token, token), isNull(invites.revokedAt), isNull(invites.acceptedAt), gt(invites.expiresAt, sql`now()`));

/**
 * What the invitation page shows to whoever holds the link (spec §3 Invite): the invited address
 * and the palette's name and medium, nothing else of the palette. Unusable links all answer alike.
 */
export async function getInvite(options: { db: Db; token: string }): Promise<TInviteView> {
  const [row] = await options.db
    .select({
      inviteeEmail: invites.inviteeEmail,
      expiresAt: invites.expiresAt,
      // A pushed copy shows its master's current content (decision 007).
      name: sql<string>`coalesce(${master.name}, ${palettes.name})`,
      medium: sql<string>`coalesce(${master.medium}, ${palettes.medium})`,
    })
    .from(invites)
    .innerJoin(palettes, eq(palettes.id, invites.paletteId))
    .leftJoin(master, and(eq(palettes.isPushedByAdmin, true), eq(master.id, palettes.originalPaletteId)))
    .where(usable(options.token));
  if (!row) throw new AppError('NOT_FOUND', INVALID);
  return {
    invite: { inviteeEmail: row.inviteeEmail, expiresAt: row.expiresAt.toISOString() },
    palette: { name: row.name, medium: row.medium },
  };
}

/**
 * Accepting adds the palette to the caller's 'Shared with me'. The link works once, and only for
 * the account of the invited address, once that address is confirmed (a leaked link is no use to
 * whoever signs up with the address without receiving its mail): the check and the acceptance
 * are one conditional UPDATE, so two accepts at once cannot both succeed.
 */
export async function acceptInvite(options: {
  db: Db;
  actor: PaletteActor & { email: string; emailConfirmed: boolean };
  token: string;
  userId: string;
}): Promise<{ paletteId: string }> {
  const { db, actor, token, userId } = options;
  // Accepting is personal: not even an admin accepts for someone else.
  if (userId !== actor.id) throw new AppError('FORBIDDEN', 'You may only accept invitations for your own account.');
  if (!actor.emailConfirmed)
    throw new AppError('FORBIDDEN', 'Confirm your e-mail address first: open the link we mailed you, then accept the invitation.');
  const [accepted] = await db
    .update(invites)
    .set({ acceptedByUserId: actor.id, acceptedAt: sql`now()` })
    .where(and(usable(token), eq(invites.inviteeEmail, actor.email.toLowerCase())))
    .returning({ paletteId: invites.paletteId });
  if (accepted) return accepted;
  const [invite] = await db.select({ inviteeEmail: invites.inviteeEmail }).from(invites).where(usable(token));
  if (!invite) throw new AppError('NOT_FOUND', INVALID);
  throw new AppError('FORBIDDEN', `This invitation was sent to ${invite.inviteeEmail}. Sign in with that address to accept it.`);
}
