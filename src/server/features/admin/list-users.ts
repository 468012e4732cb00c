import { desc, eq, sql } from 'drizzle-orm';
import type { TAdminUsersPage } from '#common/schemas/admin.ts';
import type { Db } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { toUserDto } from '#server/features/users/index.ts';

/**
 * One page of users, newest first, optionally narrowed by a contains-search over e-mail and names
 * (a trigram index serves it, migration 0002). Two queries whatever the number of users.
 */
export async function listUsers(options: {
  db: Db;
  search?: string;
  page: number;
  pageSize: number;
  adminEmails: ReadonlySet<string>;
}): Promise<TAdminUsersPage> {
  const { db, search, page, pageSize, adminEmails } = options;
  const haystack = sql`lower(${users.email} || ' ' || ${users.name} || ' ' || coalesce(${users.displayName}, ''))`;
  const where = search ? sql`${haystack} like ${`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        user: users,
        emailVerified: authUsers.emailVerified,
        paletteCount: sql<number>`(select count(*) from palettes p where p.user_id = "users"."id" and not p.is_pushed_by_admin)`.mapWith(
          Number,
        ),
      })
      .from(users)
      .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return {
    users: rows.map((r) => ({
      ...toUserDto(r.user, { emailVerified: r.emailVerified ?? false, adminEmails }),
      paletteCount: r.paletteCount,
    })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}
