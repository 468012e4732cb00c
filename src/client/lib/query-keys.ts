import type { QueryKey } from '@tanstack/react-query';

/**
 * The cache keys of the library's three lists (spec §7's /api/palettes/user, curated and shared):
 * the palettes feature reads them, and features whose changes show on the library's cards (an
 * accepted invitation, a paint bought for the studio: 'You own 7 of 12') refresh them, so the keys
 * live below all of them.
 */
export const PALETTE_LIST_KEYS = {
  mine: ['palettes', 'user'],
  curated: ['palettes', 'curated'],
  shared: ['palettes', 'shared'],
} as const satisfies Record<string, QueryKey>;
