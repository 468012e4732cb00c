import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailingListSubscriptions } from '#server/db/schema/index.ts';
import { type Actor, isSelf } from './policy';

/**
 * Records the mailing-list choice for an address, linked to the caller's user when it is their
 * own. A later `hasOptedIn: false` (sent after every Google sign-in) never withdraws an earlier
 * opt-in, and the first opt-in time is kept.
 */
export async function subscribeMailingList(options: {
  db: Db;
  actor: Actor;
  email: string;
  name: string;
  autoSubscribe: boolean;
  hasOptedIn: boolean;
}): Promise<void> {
  const { db, actor, name, autoSubscribe, hasOptedIn } = options;
  const email = options.email.toLowerCase();
  const userId = isSelf(actor, email) ? (actor.user?.id ?? null) : null;
  const t = mailingListSubscriptions;
  await db
    .insert(t)
    .values({ email, name, autoSubscribe, hasOptedIn, userId, optedInAt: hasOptedIn ? sql`now()` : null })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        name: sql`case when excluded.name <> '' then excluded.name else ${t.name} end`,
        userId: sql`coalesce(excluded.user_id, ${t.userId})`,
        hasOptedIn: sql`${t.hasOptedIn} or excluded.has_opted_in`,
        optedInAt: sql`coalesce(${t.optedInAt}, excluded.opted_in_at)`,
        updatedAt: sql`now()`,
      },
    });
}
