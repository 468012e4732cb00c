import type { TSessionUser } from '#client/lib/auth-client.ts';
import type { TUser } from '#common/schemas/user.ts';
import { defaultUserName } from '#common/user-name.ts';

/**
 * The name to greet someone by. The product record may still be loading or being created, so
 * meanwhile the name it will default to (spec §3) stands in.
 */
export function displayNameOf(user: TUser | null, sessionUser: TSessionUser | null): string {
  const standIn = sessionUser ? defaultUserName(sessionUser.name, sessionUser.email) : '';
  return user?.displayName || user?.name || standIn;
}
