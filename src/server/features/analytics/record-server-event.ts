import { sql } from 'drizzle-orm';
import type { SERVER_EVENTS } from '#common/schemas/analytics.ts';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/db/transaction.ts';

/**
 * Issue 30: an event the server records itself about a person's copy of a master (the curated
 * palettes' insights). An opening counts once per person, master and day: a palette page asks for
 * its palette again and again as it is used.
 */
export async function recordServerEvent(options: {
  db: Db | Tx;
  name: (typeof SERVER_EVENTS)[number];
  userId: string;
  masterId: string;
}): Promise<void> {
  const { db, name, userId, masterId } = options;
  const params = JSON.stringify({ master: masterId });
  await db.execute(
    sql`insert into analytics_events (name, path, params, user_id)
        select ${name}, '/palette/:id', ${params}::jsonb, ${userId}::uuid
        where ${name} <> 'palette_open' or not exists(
          select 1 from analytics_events where name = 'palette_open' and user_id = ${userId}::uuid
            and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' and params->>'master' = ${masterId})`,
  );
}
