import type { TUser } from '#common/schemas/user.ts';

/** A product user (not an admin, on the free two-palette quota) for component tests; override what a test turns on. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: '00000000-0000-4000-8000-0000000000bb',
    email: 'ana@example.com',
    name: 'ana',
    displayName: null,
    avatarUrl: null,
    isAdmin: false,
    maxPalettes: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
