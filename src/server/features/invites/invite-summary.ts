import type { TInviteSummary } from '#common/schemas/invite.ts';
import type { invites } from '#server/db/schema/index.ts';

type InviteRow = Pick<typeof invites.$inferSelect, 'id' | 'inviteeEmail' | 'acceptedAt' | 'createdAt' | 'expiresAt'>;

/** How the share dialog shows an invitation: waiting, accepted (a person with access) or expired. */
export function toInviteSummary(row: InviteRow & { acceptedByName: string | null }): TInviteSummary {
  const status = row.acceptedAt ? 'accepted' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';
  return {
    id: row.id,
    inviteeEmail: row.inviteeEmail,
    status,
    acceptedByName: row.acceptedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
