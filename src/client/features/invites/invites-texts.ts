// The invitation page's texts beyond the spec's catalogue (TEXTS.invites holds the spec's own).
export const INVITE_TEXTS = {
  loading: 'Loading invitation…',
  invalidExplanation:
    'This invitation link is invalid, has expired or has already been used. Ask the person who shared the palette for a new one.',
  eyebrow: 'You are invited to a palette',
  invitedTo: 'Invitation for',
  accepting: 'Accepting...',
  otherAccount: (signedInAs: string) =>
    `You are signed in as ${signedInAs}. Only the account with the invited address can accept this invitation.`,
  switchAccount: (invited: string) => `Sign out and sign in as ${invited}`,
  added: (name: string) => `“${name}” is now in Shared with me. Taking you to your library…`,
} as const;
