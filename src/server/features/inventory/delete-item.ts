import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { inventoryItems as t } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockItem } from './locks';
import { authorizeItem } from './policy';

/** DELETE /api/inventory/{id}: the owner only (404 for anyone else, as for an item that does not exist). */
export async function deleteItem(options: { db: Db; actor: { id: string }; id: string }): Promise<void> {
  const { db, actor, id } = options;
  await inTransaction(db, async (tx) => {
    authorizeItem(actor, await lockItem(tx, id));
    await tx.delete(t).where(eq(t.id, id));
  });
}
