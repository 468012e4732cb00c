import { eq, getTableColumns } from 'drizzle-orm';
import type { TUser } from '#common/schemas/user.ts';
import { defaultUserName } from '#common/user-name.ts';
import type { Identity } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { toUserDto } from './user-dto';

/**
 * Creates the product user of a sign-in identity if none exists (spec §4). Idempotent: an existing
 * record keeps its name, flags and quota. The name is the one asked for, else the identity's
 * display name, else the part of the e-mail before '@'. `created` tells which happened.
 */
export async function ensureUser(options: {
  db: Db;
  identity: Identity;
  requestedName?: string;
  adminEmails: ReadonlySet<string>;
}): Promise<{ user: TUser; created: boolean }> {
  const { db, identity, adminEmails } = options;
  const [row] = await db
    .insert(users)
    .values({
      email: identity.email,
      name: defaultUserName(options.requestedName || identity.name, identity.email),
      authUserId: identity.authUserId,
    })
    .onConflictDoNothing({ target: users.email })
    .returning(getTableColumns(users));
  if (row) return { user: toUserDto(row, { emailVerified: identity.emailVerified, adminEmails }), created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, identity.email));
  if (!existing) throw new Error(`user ${identity.email} neither inserted nor found`);
  return { user: toUserDto(existing, { emailVerified: identity.emailVerified, adminEmails }), created: false };
}
