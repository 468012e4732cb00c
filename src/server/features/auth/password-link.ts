import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authVerifications } from '../../db/schema';

/**
 * Whether a mailed password link (reset or confirmation) still works: its token is stored and not
 * expired. Used or replaced links are deleted when one is used (auth.ts onPasswordReset). Knowing
 * it tells nothing a holder of the link could not learn by posting it.
 */
export async function passwordLinkUsable(options: { db: Db; token: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ id: authVerifications.id })
    .from(authVerifications)
    .where(and(eq(authVerifications.identifier, `reset-password:${options.token}`), gt(authVerifications.expiresAt, sql`now()`)));
  return row !== undefined;
}
