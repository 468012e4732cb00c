import type { ToastText } from '../../../common/constants';

// Texts beyond the spec's catalogue; candidates for TEXTS in src/common/constants.ts.
export const USER_CLIENT_TEXTS = {
  profileUpdated: { title: 'Profile updated' } satisfies ToastText,
  saveBusy: 'Saving...',
} as const;
