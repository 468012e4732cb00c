import type { ToastText } from '../../../common/constants';

function users(count: number): string {
  return count === 1 ? '1 user' : `${count} users`;
}

// Spec §2 and §8 texts only the admin panel shows, which src/common's TEXTS lacks yet; candidates
// to move there. Delete's prompt and failure are the library's (TEXTS.palettes).
export const ADMIN_TEXTS = {
  title: 'Admin Panel - Manage and distribute master palettes',
  updateFailed: { title: 'Update failed', description: 'Please try again.' } satisfies ToastText,
  createFailed: { title: 'Error creating palette', description: 'Please try again.' } satisfies ToastText,
  noPalettes: 'No palettes available',
  affiliateExplanation:
    "Loads the three manufacturers' spreadsheets, compares them with the affiliate links on catalogue paints and on colors, updates generic links (searches, brand pages) with the product's ASIN link, and removes links to products the spreadsheets do not list.",
  verificationSucceeded: 'Verification completed successfully',
  verificationFailed: 'Verification failed',
  confirmDistribute: "Distribute this palette to all users? A personal copy will be added to each user's account.",
  confirmHide:
    "Hide this palette from all users? It will be removed from their curated section but they can keep any copies they've made.",
  confirmPromote: 'Promote this palette to a master? It can then be distributed to all users.',
  confirmReset:
    'Reset all distributions? This removes ALL user copies of master palettes and marks every master as not distributed. This cannot be undone.',
  distributed: (userCount: number): ToastText => ({ title: `Distributed to ${users(userCount)}` }),
  hidden: (userCount: number): ToastText => ({ title: `Hidden; ${users(userCount)} keep their copies` }),
  reset: ({ removedCopies, resetMasters }: { removedCopies: number; resetMasters: number }): ToastText => ({
    title: 'All distributions reset',
    description: `Removed ${removedCopies} user ${removedCopies === 1 ? 'copy' : 'copies'}; ${resetMasters} ${
      resetMasters === 1 ? 'master is' : 'masters are'
    } no longer distributed.`,
  }),
} as const;
