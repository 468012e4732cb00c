import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryItems as t } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
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
