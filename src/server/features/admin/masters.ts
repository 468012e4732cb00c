import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateMasterPaletteRequest } from '#common/schemas/admin.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { palettes, users } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { listPalettes, type PaletteActor, paletteDto, pushCopies, pushedCopyCount } from '#server/features/palettes/index.ts';

/** The admin's 'Palette management' list: every master, and the admin's own palettes they may promote. */
export function listManagedPalettes(options: { db: Db; actor: PaletteActor }): Promise<TPalette[]> {
  return listPalettes({
    db: options.db,
    actor: options.actor,
    where: or(
      eq(palettes.isOriginal, true),
      and(eq(palettes.userId, options.actor.id), eq(palettes.isPushedByAdmin, false), sql`${palettes.originalPaletteId} is null`),
    ),
    order: [desc(palettes.isOriginal), desc(palettes.updatedAt), desc(palettes.id)],
  });
}

export async function createMasterPalette(options: {
  db: Db;
  actor: PaletteActor;
  request: z.output<typeof ZCreateMasterPaletteRequest>;
}): Promise<TPalette> {
  const { db, actor, request } = options;
  const [creator] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!creator) throw new AppError('NOT_FOUND', 'No such user.');
  const [row] = await db
    .insert(palettes)
    .values({
      ...request,
      userId: actor.id,
      isOriginal: true,
      creatorName: creator.name,
      creatorDisplayName: creator.displayName,
      creatorEmail: creator.email,
    })
    .returning({ id: palettes.id });
  if (!row) throw new Error('insert returned no row');
  return paletteDto({ db, actor, id: row.id });
}

async function loadMaster(db: Db, id: string) {
  const [master] = await db.select().from(palettes).where(eq(palettes.id, id));
  if (!master) throw new AppError('NOT_FOUND', 'Palette not found.');
  if (!master.isOriginal) throw new AppError('CONFLICT', 'Only master palettes can be distributed.');
  return master;
}

/**
 * Distributing gives every regular user a read-only copy (set-based, one transaction); hiding takes
 * the master out of 'Curated palettes' while users keep their copies. Answers how many users hold a
 * pushed copy afterwards.
 */
export async function toggleDistribution(options: {
  db: Db;
  id: string;
  isDistributed: boolean;
  adminEmails: ReadonlySet<string>;
}): Promise<{ isDistributed: boolean; userCount: number }> {
  const { db, id, isDistributed, adminEmails } = options;
  await loadMaster(db, id);
  const userCount = await inTransaction(db, async (tx) => {
    await tx.update(palettes).set({ isDistributed, updatedAt: sql`now()` }).where(eq(palettes.id, id));
    if (isDistributed) await pushCopies({ tx, masters: sql`id = ${id}`, users: sql`true`, adminEmails });
    return pushedCopyCount({ db: tx, masterId: id });
  });
  return { isDistributed, userCount };
}

/** A palette of the admin's becomes a master (spec §2 'Promote to Master'). Copies cannot. */
export async function promotePalette(options: { db: Db; actor: PaletteActor; id: string }): Promise<TPalette> {
  const { db, actor, id } = options;
  const [palette] = await db.select().from(palettes).where(eq(palettes.id, id));
  if (!palette) throw new AppError('NOT_FOUND', 'Palette not found.');
  if (palette.isOriginal) throw new AppError('CONFLICT', 'This palette is already a master.');
  // A master is read-only to its owner: promoting someone else's palette would take it from them.
  if (palette.userId !== actor.id) throw new AppError('FORBIDDEN', 'Only your own palettes can be promoted; duplicate it first.');
  if (palette.originalPaletteId || palette.isPushedByAdmin) {
    throw new AppError('CONFLICT', 'A copy of a master cannot become a master; duplicate it first.');
  }
  await db.update(palettes).set({ isOriginal: true, updatedAt: sql`now()` }).where(eq(palettes.id, id));
  return paletteDto({ db, actor, id });
}

/**
 * Removes every pushed copy and marks every master undistributed, in one transaction. The counts
 * come from SQL: no row per user ever reaches the app.
 */
export async function resetAllDistributions({ db }: { db: Db }): Promise<{ removedCopies: number; resetMasters: number }> {
  return inTransaction(db, async (tx) => {
    const result = await tx.execute(sql`
      with removed as (delete from palettes where is_pushed_by_admin returning 1),
      reset as (update palettes set is_distributed = false, updated_at = now() where is_original and is_distributed returning 1)
      select (select count(*) from removed)::int as "removedCopies", (select count(*) from reset)::int as "resetMasters"`);
    const [counts] = (result as { rows: Array<{ removedCopies: number; resetMasters: number }> }).rows;
    return counts ?? { removedCopies: 0, resetMasters: 0 };
  });
}
