import type { TUser } from '#common/schemas/user.ts';
import type { users } from '#server/db/schema/index.ts';
import { isEffectiveAdmin } from './admin-rule';

/** The user record as the API shows it. */
export function toUserDto(row: typeof users.$inferSelect, access: { emailVerified: boolean; adminEmails: ReadonlySet<string> }): TUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    isAdmin: isEffectiveAdmin({ storedFlag: row.isAdmin, email: row.email, ...access }),
    maxPalettes: row.maxPalettes,
    createdAt: row.createdAt.toISOString(),
  };
}
