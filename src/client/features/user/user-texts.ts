import type { ToastText } from '#common/constants.ts';

// Texts beyond the spec's catalogue; candidates for TEXTS in src/common/constants.ts.
export const USER_CLIENT_TEXTS = {
  profileUpdated: { title: 'Profile updated' } satisfies ToastText,
  saveBusy: 'Saving...',
  choosePicture: 'Upload picture',
  removePicture: 'Remove',
  pictureHint: 'One image of up to 5 MB. It is cropped to a square.',
  pictureOnSave: (change: 'replace' | 'remove') =>
    change === 'replace' ? 'This picture becomes your avatar when you save.' : 'Your avatar is removed when you save.',
} as const;
