import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPalette, ZCreatePaletteRequest } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { palettes, users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { paletteDto } from './load-palettes';
import { assertActsFor, type PaletteActor } from './policy';
import { assertUnderQuota } from './quota';

export async function createPalette(options: {
  db: Db;
  actor: PaletteActor;
  request: z.output<typeof ZCreatePaletteRequest>;
}): Promise<TPalette> {
  const { db, actor, request } = options;
  assertActsFor(actor, request.userId);
  // An admin creating in someone else's library is not bound by that person's quota.
  const owner = { id: request.userId, isAdmin: actor.isAdmin };
  const id = await inTransaction(db, async (tx) => {
    await assertUnderQuota(tx, owner);
    const [creator] = await tx.select().from(users).where(eq(users.id, owner.id));
    if (!creator) throw new AppError('NOT_FOUND', 'No such user.');
    const [row] = await tx
      .insert(palettes)
      .values({
        userId: owner.id,
        name: request.name,
        medium: request.medium,
        rows: request.rows,
        columns: request.columns,
        tags: request.tags,
        notes: request.notes,
        isFavorite: request.isFavorite,
        creatorName: creator.name,
        creatorDisplayName: creator.displayName,
        creatorEmail: creator.email,
      })
      .returning({ id: palettes.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
  return paletteDto({ db, actor, id });
}
