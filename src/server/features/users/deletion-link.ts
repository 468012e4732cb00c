import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/app-env.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { authVerifications, users } from '#server/db/schema/index.ts';
import { inTransaction, type Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { newRandomToken } from '#server/lib/random-token.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { deletionMail } from '#server/mail/templates.ts';

/**
 * Issue 30: the link that confirms an account's deletion by e-mail (the only way for an account
 * without a password). It is not the confirmation by itself: mail scanners open the links of the
 * mail they deliver, so following it only opens a page, where the owner, signed in, presses Delete;
 * that request carries the token. A token deletes only the account it was mailed for, and only for
 * its signed-in owner: a forwarded or leaked mail deletes nothing, and a stolen session needs the
 * mailbox (or the password) too. It is 256 random bits, stored as its SHA-256 only, works for an
 * hour, and once: it is used up in the deletion's own transaction, and a new link replaces the last.
 */
const LINK_LIFETIME_SECONDS = 60 * 60;
const PURPOSE = 'delete-account:';

const identifierOf = (token: string) => `${PURPOSE}${createHash('sha256').update(token).digest('base64url')}`;

/** POST /api/users/{id}/deletion-link: mails the owner a fresh link (a few an hour), replacing any earlier one. */
export async function mailDeletionLink(options: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'productName'>;
  user: SessionUser;
}): Promise<void> {
  const { db, mailer, config, user } = options;
  const [person] = await db.select({ name: users.name, displayName: users.displayName }).from(users).where(eq(users.id, user.id));
  if (!person) throw new AppError('NOT_FOUND', 'No such user.');
  const token = newRandomToken();
  await inTransaction(db, async (tx) => {
    await tx.delete(authVerifications).where(and(like(authVerifications.identifier, `${PURPOSE}%`), eq(authVerifications.value, user.id)));
    await tx.insert(authVerifications).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: user.id,
      expiresAt: sql`now() + make_interval(secs => ${LINK_LIFETIME_SECONDS})`,
    });
  });
  await mailer.send(
    deletionMail({
      to: user.email,
      name: person.displayName ?? person.name,
      productName: config.productName,
      url: `${config.publicUrl}/delete-account?token=${encodeURIComponent(token)}`,
    }),
  );
}

/** Uses up the owner's deletion link in the deletion's transaction; false when it is not theirs, spent or expired. */
export async function useDeletionLink(tx: Tx, options: { userId: string; token: string }): Promise<boolean> {
  const used = await tx
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.identifier, identifierOf(options.token)),
        eq(authVerifications.value, options.userId),
        gt(authVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: authVerifications.id });
  return used.length > 0;
}
