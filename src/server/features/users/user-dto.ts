import type { TUser } from '../../../common/schemas/user';
import type { users } from '../../db/schema';

/** The user record as the API shows it; ADMIN_EMAILS make an account admin whatever its flag says. */
export function toUserDto(row: typeof users.$inferSelect, adminEmails: ReadonlySet<string>): TUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    isAdmin: row.isAdmin || adminEmails.has(row.email),
    maxPalettes: row.maxPalettes,
    createdAt: row.createdAt.toISOString(),
  };
}
