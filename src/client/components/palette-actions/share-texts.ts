import { TEXTS, type ToastText } from '#common/constants.ts';

// The share dialog's texts beyond the spec's catalogue (which gives 'Palette shared!' only).
export const SHARE_TEXTS = {
  description: (name: string) => `Share “${name}” by link, or invite people by e-mail. Nobody you share with can change it.`,
  // Issue 41: what the link shows, said plainly, and what it never shows.
  linkOn: 'Anyone with the link can view this palette: its colors, working area, tags and saved mixes. No one can change it.',
  linkOff: 'Link sharing is off. The link shows “Palette not found” to everyone except you and the people you invite.',
  notesLabel: 'Show notes on the shared page',
  notesOn: 'Anyone with the link also reads the palette’s notes. Your personal notes on colors and mixes always stay private.',
  notesOff: 'The palette’s notes stay private, like your personal notes on colors and mixes.',
  linkSharingFailed: { title: 'Could not change link sharing', description: 'Please try again.' } satisfies ToastText,
  notesSharingFailed: { title: 'Could not change what the shared page shows', description: 'Please try again.' } satisfies ToastText,
  /** The Share button's companion, for those who may share a palette whose link is on (the button then copies). */
  sharingOptions: 'Sharing options',
  inviteSent: (email: string) => ({ ...TEXTS.invites.shared, description: `An invitation was sent to ${email}.` }) satisfies ToastText,
  inviteFailed: 'The invitation could not be sent. Please try again.',
  revokeFailed: { title: 'Could not revoke the invitation', description: 'Please try again.' } satisfies ToastText,
  revokeTitle: (who: string) => `Remove ${who}'s access?`,
  // With link sharing on, anyone holding the link still sees the palette: the prompt says so.
  confirmRevoke: (who: string, palette: string, linkSharing: boolean) =>
    linkSharing
      ? `“${palette}” leaves ${who}'s Shared with me. Link sharing is on, so anyone holding the link, ${who} too, can still open it: turn the link off as well to end that.`
      : `“${palette}” leaves ${who}'s Shared with me, and they can no longer open it.`,
  revokeOnly: 'Remove access',
  revokeAndLinkOff: 'Remove access and turn the link off',
} as const;
