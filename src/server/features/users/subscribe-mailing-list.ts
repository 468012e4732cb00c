import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailingListSubscriptions } from '../../db/schema';

/**
 * Records the mailing-list choice. A later `hasOptedIn: false` (sent after every Google sign-in)
 * never withdraws an earlier opt-in, and the first opt-in time is kept.
 */
export async function subscribeMailingList(options: {
  db: Db;
  email: string;
  name: string;
  autoSubscribe: boolean;
  hasOptedIn: boolean;
  userId: string | null;
}): Promise<void> {
  const { db, name, autoSubscribe, hasOptedIn, userId } = options;
  const email = options.email.toLowerCase();
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
