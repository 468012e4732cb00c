import type { ToastText } from '#common/constants.ts';

// Texts beyond the spec's catalogue; candidates for TEXTS in src/common/constants.ts.
export const PALETTE_VIEW_TEXTS = {
  printFailed: { title: 'Could not print', description: 'The palette could not be loaded. Please try again.' } satisfies ToastText,
  signInToCopy: 'Sign in to save a copy of this palette to your library.',
  /** The hue wheel's key of numbers (issue 25), and what its status says until a paint is picked. */
  wheelKey: 'Paints on the wheel',
  wheelHint: 'Tap or click a dot or a number to see which paint it is.',
} as const;
