import type { ToastText } from '#common/constants.ts';

// Texts this issue added beyond the spec's catalogue; candidates for TEXTS in src/common/constants.ts.
export const AUTH_CLIENT_TEXTS = {
  signOutFailed: { title: 'Sign out failed', description: 'Please try again.' } satisfies ToastText,
  resetView: {
    title: 'Reset your password',
    description: "Enter the email you signed up with and we'll send you a link to choose a new password.",
  },
  newPassword: {
    heading: 'Set a new password',
    submit: 'Set new password',
    busy: 'Saving...',
    invalidLink: 'This reset link is invalid or has expired.',
    updated: { title: 'Password updated', description: 'Sign in with your new password.' } satisfies ToastText,
  },
  confirmEmail: {
    heading: 'Confirm your e-mail',
    intro: (email: string) => `Choose the password you will sign in with as ${email}: the one you gave when signing up, or a new one.`,
    introRegistrant: (email: string) => `Confirm that ${email} is yours, and sign in with the password you gave when signing up.`,
    nameHint: 'As others see you; you can change it later in Profile Settings.',
    nameHintSignedUp: 'The name given when this address was signed up: keep it or change it. Others see you by it.',
    submit: 'Confirm and sign in',
    busy: 'Confirming...',
    invalidLink: 'This confirmation link is invalid or has expired.',
  },
  signInPage: {
    title: 'Sign in',
    heading: 'Sign in to continue',
    intro: 'Once you are signed in, you are taken back to the page you came from.',
    open: 'Sign in',
    back: 'Go back',
    checking: 'Checking whether you are signed in…',
  },
  mailedLink: {
    explanation: 'A link works once and expires after an hour. Ask for a new one and use the newest e-mail.',
    requestNewLink: 'Request a new link',
    checking: 'Checking the link…',
  },
} as const;
