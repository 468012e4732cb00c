import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TInviteSummary } from '#common/schemas/invite.ts';
import type { Db } from '#server/db/client.ts';
import { invites, users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import type { PaletteActor } from '#server/features/palettes/index.ts';
import { newRandomToken } from '#server/lib/random-token.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { recipientKey } from '#server/mail/recipient-key.ts';
import { inviteMail } from '#server/mail/templates.ts';
import type { RateLimits } from '#server/rate-limits.ts';
import { toInviteSummary } from './invite-summary';
import { assertMayManageInvites } from './policy';

const INVITE_LIFETIME_DAYS = 7;

/**
 * A single-use invitation for one address, mailed as /invite/{token}. One live invitation per
 * address and palette: a pending or accepted one refuses a second (409); an expired one is
 * replaced. The mail is queued (the job queue sends it, and retries); if it cannot be queued, the
 * invitation is not kept and the error goes on (a transient database failure answers 503).
 *
 * Issue 41: one address gets at most 3 invitation mails an hour, whoever sends them. Past that the
 * invitation is not kept either and the sender is told so (429 with Retry-After), in the same words
 * whether or not the address has an account. Only an invitation that would be mailed counts: a
 * refused one (409, 400) does not.
 */
export async function createInvite(options: {
  db: Db;
  actor: PaletteActor;
  paletteId: string;
  email: string;
  mailer: Mailer;
  rateLimits: RateLimits;
  logger: Logger;
  publicUrl: string;
  productName: string;
}): Promise<TInviteSummary> {
  const { db, actor, paletteId, email, mailer, rateLimits } = options;
  const palette = await assertMayManageInvites({ db, actor, paletteId });
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, [actor.id, palette.userId]));
  const inviter = people.find((person) => person.id === actor.id);
  if (!inviter) throw new AppError('NOT_FOUND', 'No such user.');
  if (people.some((person) => person.email === email)) throw new AppError('BAD_REQUEST', 'This palette is already yours to see.');
  // Invitations send the brand's mail with the sender's words in it: limits keep that from
  // becoming a relay. Admins invite on the brand's behalf.
  if (!actor.isAdmin) {
    await rateLimits.consume('invitesPerHour', actor.id);
    await rateLimits.consume('invitesPerDay', actor.id);
  }

  const token = newRandomToken();
  const invite = await inTransaction(db, async (tx) => {
    const live = and(eq(invites.paletteId, paletteId), eq(invites.inviteeEmail, email), isNull(invites.revokedAt));
    // An expired, never-accepted invitation steps aside for the new one.
    await tx
      .update(invites)
      .set({ revokedAt: sql`now()` })
      .where(and(live, isNull(invites.acceptedAt), sql`${invites.expiresAt} <= now()`));
    const [row] = await tx
      .insert(invites)
      .values({
        token,
        paletteId,
        inviteeEmail: email,
        invitedByUserId: actor.id,
        expiresAt: sql`now() + make_interval(days => ${INVITE_LIFETIME_DAYS})`,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', `${email} is already invited to this palette or has access to it.`);
    return row;
  });

  const withdraw = () =>
    db
      .delete(invites)
      .where(eq(invites.id, invite.id))
      .catch((deleteErr: unknown) =>
        options.logger.error({ err: deleteErr, inviteId: invite.id }, 'the invitation could not be withdrawn'),
      );
  try {
    await rateLimits.consume('invitationMailPerRecipient', recipientKey(email));
  } catch (err) {
    await withdraw();
    throw err;
  }
  try {
    await mailer.send(
      inviteMail({
        to: email,
        inviterName: inviter.displayName || inviter.name,
        paletteName: palette.name,
        productName: options.productName,
        url: `${options.publicUrl}/invite/${token}`,
        lifetimeDays: INVITE_LIFETIME_DAYS,
      }),
    );
  } catch (err) {
    options.logger.error({ err, inviteId: invite.id }, 'invitation e-mail could not be queued; the invitation is withdrawn');
    await withdraw();
    throw err;
  }
  return toInviteSummary({ ...invite, acceptedByName: null });
}
