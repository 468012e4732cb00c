import type { ToastText } from '../../../common/constants';

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
    requestNewLink: 'Request a new link',
    updated: { title: 'Password updated', description: 'Sign in with your new password.' } satisfies ToastText,
  },
} as const;
