import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUser, ZUpdateProfileRequest } from '../../../common/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { getUserByEmail } from './get-user-by-email';
import { AppError } from '../../errors';

/** Display name (blank clears it) and, when given, the avatar link. */
export async function updateProfile(options: {
  db: Db;
  userId: string;
  update: z.output<typeof ZUpdateProfileRequest>;
  adminEmails: ReadonlySet<string>;
}): Promise<TUser> {
  const { db, userId, update, adminEmails } = options;
  const [row] = await db
    .update(users)
    .set({
      displayName: update.displayName ? update.displayName : null,
      ...(update.avatarUrl !== undefined ? { avatarUrl: update.avatarUrl } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!row) throw new AppError('NOT_FOUND', 'No such user.');
  return getUserByEmail({ db, email: row.email, adminEmails });
}
