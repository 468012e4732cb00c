import type { ToastText } from '../../../common/constants';

// Texts beyond the spec's catalogue; candidates for TEXTS in src/common/constants.ts.
export const PALETTE_VIEW_TEXTS = {
  printFailed: { title: 'Could not print', description: 'The palette could not be loaded. Please try again.' } satisfies ToastText,
} as const;
