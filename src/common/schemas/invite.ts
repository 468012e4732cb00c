import { z } from 'zod';

/** The /invite/{token} token: 32 random bytes, base64url (43 characters). */
export const ZInviteTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation token.') });
export const ZInviteIdParam = z.object({ inviteId: z.uuid('Not an invitation id.') });

export const ZCreateInviteRequest = z.object({
  email: z
    .email('Enter a valid e-mail address.')
    .max(254)
    .transform((e) => e.toLowerCase()),
});
export type TCreateInviteRequest = z.input<typeof ZCreateInviteRequest>;

/** Spec §3 Invite as a stranger holding the link sees it: the address and what it opens, nothing more. */
export const ZInviteView = z
  .object({
    invite: z.object({ inviteeEmail: z.string(), expiresAt: z.string() }),
    palette: z.object({ name: z.string(), medium: z.string() }),
  })
  .meta({ id: 'InviteView' });
export type TInviteView = z.infer<typeof ZInviteView>;

export const ZAcceptInviteRequest = z.object({ userId: z.uuid() });
export const ZAcceptInviteResponse = z.object({ paletteId: z.string() });

/** One row of the share dialog: a pending invitation, or a person with access (accepted). */
export const ZInviteSummary = z
  .object({
    id: z.string(),
    inviteeEmail: z.string(),
    status: z.enum(['pending', 'accepted', 'expired']),
    /** The invitee's display name once they accepted. */
    acceptedByName: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'InviteSummary' });
export type TInviteSummary = z.infer<typeof ZInviteSummary>;
