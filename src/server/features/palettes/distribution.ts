import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';

// An arbitrary constant naming the distribution lock (pg_advisory_xact_lock takes a bigint).
const DISTRIBUTION_LOCK = 7_340_021;

/**
 * Regular users (spec §4 'distributing adds a personal copy to each user's account'): not admins,
 * neither by flag nor by a verified ADMIN_EMAILS address (decision 001).
 */
function regularUsers(adminEmails: ReadonlySet<string>): SQL {
  const configured = adminEmails.size
    ? sql`(coalesce(a.email_verified, false) and u.email in (${sql.join(
        [...adminEmails].map((e) => sql`${e}`),
        sql`, `,
      )}))`
    : sql`false`;
  return sql`select u.id from users u left join auth_users a on a.id = u.auth_user_id where not u.is_admin and not ${configured}`;
}

/**
 * Gives each target user a read-only copy (isPushedByAdmin) of each distributed master they do not
 * hold a copy of yet: one statement whatever the number of users, and safe to repeat (the
 * one-copy-per-user index turns a second run into a no-op). A pushed copy shows its master's
 * colors rather than copies of them (decision 007), so 100,000 users cost 100,000 palette rows,
 * not 3.2 million color rows. Returns copies made.
 */
export async function pushCopies(options: { tx: Tx; masters: SQL; users: SQL; adminEmails: ReadonlySet<string> }): Promise<number> {
  const { tx } = options;
  // Distributions and sign-ups take turns: a person signing up while a master is being
  // distributed would otherwise be missed by both (each seeing the other uncommitted).
  await tx.execute(sql`select pg_advisory_xact_lock(${DISTRIBUTION_LOCK})`);
  const result = await tx.execute(sql`
    with masters as (select * from palettes where is_original and is_distributed and ${options.masters}),
    targets as (${regularUsers(options.adminEmails)} and ${options.users}),
    inserted as (
      insert into palettes (user_id, name, medium, rows, columns, tags, notes, original_palette_id, is_pushed_by_admin,
        creator_name, creator_display_name, creator_email, collaboration_enabled, collaboration_company, collaboration_url)
      select t.id, m.name, m.medium, m.rows, m.columns, m.tags, m.notes, m.id, true,
        m.creator_name, m.creator_display_name, m.creator_email, m.collaboration_enabled, m.collaboration_company, m.collaboration_url
      from masters m cross join targets t
      where not exists (select 1 from palettes p where p.user_id = t.id and p.original_palette_id = m.id and p.is_pushed_by_admin)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as copies from inserted`);
  const { rows } = result as { rows: Array<{ copies: number }> };
  return rows[0]?.copies ?? 0;
}

/** How many pushed copies of a master users hold (the 'userCount' of spec §7). */
export async function pushedCopyCount(options: { db: Db | Tx; masterId: string }): Promise<number> {
  const result = await options.db.execute(
    sql`select count(*)::int as n from palettes where original_palette_id = ${options.masterId} and is_pushed_by_admin`,
  );
  return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

/** A new user receives the masters distributed before they signed up (issue 6). */
export function pushDistributedMastersTo(options: { db: Db; userId: string; adminEmails: ReadonlySet<string> }) {
  return inTransaction(options.db, (tx) =>
    pushCopies({ tx, masters: sql`true`, users: sql`u.id = ${options.userId}`, adminEmails: options.adminEmails }),
  );
}
