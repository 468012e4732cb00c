import type { TUser } from '../../../common/schemas/user';
import type { TSessionUser } from '../../lib/auth-client';

/**
 * The name to greet someone by. The product record may still be loading or being created, so the
 * sign-in name, then the e-mail before the at-sign (spec §3's default) stand in meanwhile.
 */
export function displayNameOf(user: TUser | null, sessionUser: TSessionUser | null): string {
  return user?.displayName || user?.name || sessionUser?.name || sessionUser?.email.split('@')[0] || '';
}
