import { eq, sql } from 'drizzle-orm';
import type { TShoppingList } from '#common/schemas/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { shoppingListShares } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { newRandomToken } from '#server/lib/random-token.ts';
import { shoppingListGroups } from './list-groups';

const s = shoppingListShares;

/** The caller's own list, with its link's token while sharing is on. */
export async function getShoppingList(options: { db: Db; userId: string }): Promise<TShoppingList> {
  const { db, userId } = options;
  const [groups, [share]] = await Promise.all([
    shoppingListGroups({ db, userId }),
    db.select({ token: s.token }).from(s).where(eq(s.userId, userId)),
  ]);
  return { groups, shareToken: share?.token ?? null };
}

/**
 * Sharing on keeps the link there is, else makes one (one statement, so two requests at once agree
 * on it); off deletes it, and the link answers 404 from then on. Answers the list as it now stands.
 */
export async function setShoppingListSharing(options: { db: Db; userId: string; enabled: boolean }): Promise<TShoppingList> {
  const { db, userId, enabled } = options;
  let shareToken: string | null = null;
  if (enabled) {
    const [share] = await db
      .insert(s)
      .values({ userId, token: newRandomToken() })
      .onConflictDoUpdate({ target: s.userId, set: { token: sql`${s.token}` } })
      .returning({ token: s.token });
    shareToken = share?.token ?? null;
  } else {
    await db.delete(s).where(eq(s.userId, userId));
  }
  return { groups: await shoppingListGroups({ db, userId }), shareToken };
}

/** A shared list as its link shows it, read-only: the person's notes stay theirs, and no token. */
export async function getSharedShoppingList(options: { db: Db; token: string }): Promise<TShoppingList> {
  const { db, token } = options;
  const [share] = await db.select({ userId: s.userId }).from(s).where(eq(s.token, token));
  if (!share) throw new AppError('NOT_FOUND', 'This shopping list is not shared, or its link was turned off.');
  const groups = await shoppingListGroups({ db, userId: share.userId });
  return { groups: groups.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, note: null })) })), shareToken: null };
}
