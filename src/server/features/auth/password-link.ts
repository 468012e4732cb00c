import { and, eq, gt, sql } from 'drizzle-orm';
import { LIMITS } from '#common/constants.ts';
import type { TPasswordLinkState } from '#common/schemas/auth.ts';
import type { Db } from '#server/db/client.ts';
import { authUsers, authVerifications } from '#server/db/schema/index.ts';

/**
 * Whether a mailed password link (reset or confirmation) still works: its token is stored and not
 * expired. Used or replaced links are deleted when one is used (auth.ts onPasswordReset). Knowing
 * it tells nothing a holder of the link could not learn by posting it.
 *
 * A confirmation link (its account's address unconfirmed) also gives the name the account was
 * signed up under, as a display name (trimmed, at most 50 characters; null when blank): its page
 * shows it for the address's owner to keep or correct (issue 41). Only the holder of the link,
 * whose mailbox it was sent to, sees it: the name was chosen for that address.
 */
export async function passwordLinkState(options: { db: Db; token: string }): Promise<TPasswordLinkState> {
  const [row] = await options.db
    .select({ name: authUsers.name, emailVerified: authUsers.emailVerified })
    .from(authVerifications)
    .leftJoin(authUsers, eq(authUsers.id, authVerifications.value))
    .where(and(eq(authVerifications.identifier, `reset-password:${options.token}`), gt(authVerifications.expiresAt, sql`now()`)));
  if (!row) return { usable: false, signUpName: null };
  // Accounts made before sign-up names had the display name's limit may hold a longer one.
  const signUpName = row.emailVerified === false ? row.name?.trim().slice(0, LIMITS.displayNameMax).trim() : '';
  return { usable: true, signUpName: signUpName || null };
}
