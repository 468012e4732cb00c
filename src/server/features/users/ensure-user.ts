import { getTableColumns, sql } from 'drizzle-orm';
import type { TUser } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { toUserDto } from './user-dto';

/** Spec §3: the name defaults to the sign-in display name, else the part of the e-mail before '@'. */
export function defaultUserName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : (email.split('@')[0] ?? email);
}

/**
 * Creates the product user for an e-mail if none exists, and links it to its sign-in identity.
 * Idempotent: an existing record keeps its name, flags and quota. `created` tells which happened.
 */
export async function ensureUser(options: {
  db: Db;
  email: string;
  name?: string | null;
  authUserId?: string | null;
  adminEmails: ReadonlySet<string>;
}): Promise<{ user: TUser; created: boolean }> {
  const email = options.email.toLowerCase();
  const [row] = await options.db
    .insert(users)
    .values({
      email,
      name: defaultUserName(options.name, email),
      authUserId: options.authUserId ?? null,
      isAdmin: options.adminEmails.has(email),
    })
    .onConflictDoUpdate({
      target: users.email,
      // A record an admin made before the person signed up gets linked on their first sign-in.
      set: { authUserId: sql`coalesce(${users.authUserId}, excluded.auth_user_id)` },
    })
    // xmax is 0 on a freshly inserted row and set on one the conflict clause updated.
    .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  const { created, ...record } = row;
  return { user: toUserDto(record, options.adminEmails), created };
}
