import { TEXTS, type ToastText } from '../../../../common/constants';

// The share dialog's texts beyond the spec's catalogue (which gives 'Palette shared!' only).
export const SHARE_TEXTS = {
  description: (name: string) => `Share “${name}” by link, or invite people by e-mail. Nobody you share with can change it.`,
  linkOn: 'Anyone with the link can view this palette.',
  linkOff: 'Link sharing is off. The link shows “Palette not found” to everyone except you and the people you invite.',
  linkSharingFailed: { title: 'Could not change link sharing', description: 'Please try again.' } satisfies ToastText,
  inviteSent: (email: string) => ({ ...TEXTS.invites.shared, description: `An invitation was sent to ${email}.` }) satisfies ToastText,
  inviteFailed: 'The invitation could not be sent. Please try again.',
  revokeFailed: { title: 'Could not revoke the invitation', description: 'Please try again.' } satisfies ToastText,
  // With link sharing on, anyone holding the link still sees the palette: the prompt says so.
  confirmRevoke: (who: string, palette: string, linkSharing: boolean) =>
    linkSharing
      ? `Remove ${who}'s access to “${palette}”? It leaves their Shared with me. Link sharing is on, so they can still open it by its link until you turn link sharing off.`
      : `Remove ${who}'s access to “${palette}”? It leaves their Shared with me, and they can no longer open it.`,
} as const;
