import { LIMITS, type ToastText } from '#common/constants.ts';
import { countColors, type TGridSize } from '#common/grid-resize.ts';

// Spec §8 texts this screen shows that src/common's TEXTS lacks yet; candidates to move there.
export const DETAIL_TEXTS = {
  signInToOpen: 'Sign in to open this palette.',
  resetFailed: {
    title: 'Reset to original failed',
    description: 'Could not reset the palette to its original version.',
  } satisfies ToastText,
  capacityReached: {
    title: 'Capacity Reached',
    description: `Working area is full. Maximum capacity is ${LIMITS.workingArea.capacity} colors.`,
  } satisfies ToastText,
  moveFailed: { title: 'Error', description: 'Failed to move color. Please try again.' } satisfies ToastText,
  undoFailed: { title: 'Error', description: 'Failed to undo. Please try again.' } satisfies ToastText,
  redoFailed: { title: 'Error', description: 'Failed to redo. Please try again.' } satisfies ToastText,
  gridFailed: { title: 'Error', description: 'Failed to update grid dimensions.' } satisfies ToastText,
  gridUpdated: { title: 'Grid updated' } satisfies ToastText,
  gridMoved: (count: number): ToastText => ({ title: 'Grid updated', description: `${countColors(count)} moved to the working area.` }),
  gridRefused: (reason: string): ToastText => ({ title: 'Grid not resized', description: reason }),
  resizeTitle: ({ rows, columns }: TGridSize) => `Make the grid ${rows} × ${columns}?`,
  resizeWillMove: (count: number) => `${countColors(count)} will move to the working area. Undo puts ${count === 1 ? 'it' : 'them'} back.`,
  resizeConfirm: 'Resize grid',
  tagsUpdated: { title: 'Tags updated' } satisfies ToastText,
  tagsFailed: { title: 'Failed to update tags' } satisfies ToastText,
  changesSaved: { title: 'Changes saved' } satisfies ToastText,
  // The spec names no failure text for notes or collaboration settings; the admin panel's fits.
  updateFailed: { title: 'Update failed', description: 'Please try again.' } satisfies ToastText,
  removeColorTitle: 'Remove this color?',
  removeColorWarning: 'This action cannot be undone.',
  autoSaved: 'Auto-saved',
} as const;
