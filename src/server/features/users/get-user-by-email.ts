import { eq } from 'drizzle-orm';
import type { TUser } from '#common/schemas/user.ts';
import type { Db } from '#server/db/client.ts';
import { authUsers, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { toUserDto } from './user-dto';

export async function getUserByEmail(options: { db: Db; email: string; adminEmails: ReadonlySet<string> }): Promise<TUser> {
  const [row] = await options.db
    .select({ user: users, emailVerified: authUsers.emailVerified })
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .where(eq(users.email, options.email.toLowerCase()));
  if (!row) throw new AppError('NOT_FOUND', 'No user with this e-mail address.');
  return toUserDto(row.user, { emailVerified: row.emailVerified ?? false, adminEmails: options.adminEmails });
}
