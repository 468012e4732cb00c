import { verifyPassword } from 'better-auth/crypto';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TDeleteAccountRequest } from '#common/schemas/user.ts';
import type { Db } from '#server/db/client.ts';
import {
  analyticsEvents,
  authAccounts,
  authUsers,
  authVerifications,
  invites,
  mailingListSubscriptions,
  palettes,
  rateLimits,
  users,
} from '#server/db/schema/index.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { OBJECT_PREFIXES, type ObjectStore } from '#server/features/objects/index.ts';
import { isEffectiveAdmin } from './admin-rule';
import { useDeletionLink } from './deletion-link';

// Deleting admin accounts take turns, so two last admins deleting at once cannot both see the other.
const ADMIN_DELETION_LOCK = 30_005;

type Person = { id: string; email: string; authUserId: string | null; isAdmin: boolean; emailVerified: boolean };

async function personOf(db: Db | Tx, userId: string, lock: boolean): Promise<Person | undefined> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      authUserId: users.authUserId,
      isAdmin: users.isAdmin,
      emailVerified: sql<boolean>`coalesce(${authUsers.emailVerified}, false)`,
    })
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}

/** The password, when that is the confirmation: checked before the transaction (hashing is slow). */
async function checkPassword(db: Db, person: Person, password: string): Promise<void> {
  const [account] = person.authUserId
    ? await db
        .select({ hash: authAccounts.password })
        .from(authAccounts)
        .where(and(eq(authAccounts.userId, person.authUserId), eq(authAccounts.providerId, 'credential')))
    : [];
  if (!account?.hash) throw new AppError('BAD_REQUEST', 'Your account has no password: confirm with the link we e-mail you.');
  if (!(await verifyPassword({ hash: account.hash, password }))) throw new AppError('FORBIDDEN', 'That password is not right.');
}

/**
 * Who takes over the masters of an admin who leaves: the longest-standing other admin (the
 * earliest account, then the lowest id), a stored admin or a confirmed ADMIN_EMAILS address alike.
 * The brand's oldest curator is the one most likely to know the masters and still be there.
 */
async function heirAdmin(tx: Tx, userId: string, adminEmails: ReadonlySet<string>): Promise<string | null> {
  const configured = adminEmails.size > 0 ? and(eq(authUsers.emailVerified, true), inArray(users.email, [...adminEmails])) : undefined;
  const [heir] = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .where(and(ne(users.id, userId), or(eq(users.isAdmin, true), configured)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return heir?.id ?? null;
}

/** Everything of the person in the database, within the deletion's transaction. */
async function deleteRows(tx: Tx, person: Person, adminEmails: ReadonlySet<string>): Promise<void> {
  const admin = isEffectiveAdmin({ storedFlag: person.isAdmin, email: person.email, emailVerified: person.emailVerified, adminEmails });
  if (admin) await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_DELETION_LOCK})`);
  const heir = await heirAdmin(tx, person.id, adminEmails);
  if (admin && heir === null) {
    throw new AppError('CONFLICT', 'You are the last admin. Make someone else an admin before you delete your account.');
  }
  // Palettes first, then what hangs off them (colors, mixes, invitations): the one lock order.
  await tx.select({ id: palettes.id }).from(palettes).where(eq(palettes.userId, person.id)).orderBy(palettes.id).for('update');
  // Masters stay with the brand, with its longest-standing admin (an owner of a master is an admin,
  // or was made its owner by one; without any other admin, a master goes with its owner).
  if (heir) {
    await tx
      .update(palettes)
      .set({ userId: heir, updatedAt: sql`now()` })
      .where(and(eq(palettes.userId, person.id), eq(palettes.isOriginal, true)));
  }
  // What stays (masters, and the copies pushed from them) no longer names the person who made it.
  await tx
    .update(palettes)
    .set({ creatorName: null, creatorDisplayName: null, creatorEmail: null })
    .where(eq(palettes.creatorEmail, person.email));
  await tx.delete(palettes).where(eq(palettes.userId, person.id));
  await tx.delete(invites).where(eq(invites.inviteeEmail, person.email));
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, person.id));
  await tx
    .delete(mailingListSubscriptions)
    .where(or(eq(mailingListSubscriptions.email, person.email), eq(mailingListSubscriptions.userId, person.id)));
  // Counters kept under the person's id ('<limit>:<id>'); those under an address's hash name nobody
  // and keep guarding that inbox until their hour ends.
  await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${person.id.length + 1}) = ${`:${person.id}`}`);
  const tokenOwners = person.authUserId ? [person.id, person.authUserId] : [person.id];
  await tx.delete(authVerifications).where(inArray(authVerifications.value, tokenOwners));
  // Tags, inventory, the studio's revisions and the shopping list's link go with the user row;
  // sessions and sign-in accounts with the identity.
  await tx.delete(users).where(eq(users.id, person.id));
  await tx
    .delete(authUsers)
    .where(or(eq(authUsers.email, person.email), person.authUserId ? eq(authUsers.id, person.authUserId) : undefined));
}

/** The person's pictures and unfinished uploads; what a failure leaves, the hourly sweep removes (no account owns it). */
async function deleteStoredFiles(options: { store: ObjectStore; userId: string; logger: Logger }): Promise<void> {
  const { store, userId, logger } = options;
  try {
    const keys: string[] = [];
    for (const prefix of OBJECT_PREFIXES) {
      for await (const object of store.list(`${prefix}${userId}/`)) keys.push(object.key);
    }
    if (keys.length > 0) await store.delete(keys);
  } catch (err) {
    logger.warn({ err, userId }, 'the files of a deleted account are left for the sweep');
  }
}

/**
 * Issue 30, DELETE /api/users/{id}: the account and everything of it, confirmed by the owner's
 * password or mailed link. Palettes (with their colors, mixes and invitations), tags, invitations
 * to them, inventory, profile, avatar, sign-in, sessions and analytics events go; masters an
 * admin made stay with the brand; the last admin cannot leave. The address may sign up again, as new.
 */
export async function deleteAccount(options: {
  db: Db;
  store: ObjectStore;
  logger: Logger;
  userId: string;
  confirmation: TDeleteAccountRequest;
  adminEmails: ReadonlySet<string>;
}): Promise<void> {
  const { db, userId, confirmation, adminEmails } = options;
  const found = await personOf(db, userId, false);
  if (!found) throw new AppError('NOT_FOUND', 'No such user.');
  if ('password' in confirmation) await checkPassword(db, found, confirmation.password);
  await inTransaction(db, async (tx) => {
    if ('token' in confirmation && !(await useDeletionLink(tx, { userId, token: confirmation.token }))) {
      throw new AppError('FORBIDDEN', 'This link has expired or was already used. Ask for a new one in Profile Settings.');
    }
    const person = await personOf(tx, userId, true);
    if (!person) throw new AppError('NOT_FOUND', 'No such user.');
    await deleteRows(tx, person, adminEmails);
  });
  await deleteStoredFiles(options);
}
