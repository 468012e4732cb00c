import { and, desc, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import type { TCuratedPalette, TPalette } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { palettes } from '#server/db/schema/index.ts';
import { ACTOR_ID, listPalettes, MASTER_UPDATED_AT, OUTER_PALETTE_ID } from './load-palettes';
import { ownedColorCounts } from './owned-colors';
import type { PaletteActor } from './policy';

/** The caller's own palettes, last changed first (spec: 'My palettes'). */
export function listUserPalettes(options: { db: Db; actor: PaletteActor }): Promise<TPalette[]> {
  return listPalettes({
    ...options,
    where: eq(palettes.userId, ACTOR_ID),
    // A pushed copy changes when its master does (decision 007): it sorts by the later of the two.
    order: [sql`greatest(${palettes.updatedAt}, ${MASTER_UPDATED_AT}) desc`, desc(palettes.id)],
    preparedAs: 'palettes_of_actor',
  });
}

const MASTER_IDS = sql.placeholder('masterIds');
// Of each master, the caller's pushed copy if they hold one, else the copy they made (at most one of
// each, decision 007).
const copiesOfMasters = perDatabase((db) =>
  db
    .selectDistinctOn([palettes.originalPaletteId], { masterId: palettes.originalPaletteId, id: palettes.id })
    .from(palettes)
    .where(and(eq(palettes.userId, ACTOR_ID), sql`${palettes.originalPaletteId} = any(${MASTER_IDS})`))
    .orderBy(palettes.originalPaletteId, desc(palettes.isPushedByAdmin))
    .prepare('copies_of_masters'),
);

/** Which of these masters the caller already holds, and as which palette of theirs: one statement for the page. */
async function heldMasters(db: Db, actor: PaletteActor, masterIds: string[]): Promise<Map<string, string>> {
  if (masterIds.length === 0) return new Map();
  const rows = await copiesOfMasters(db).execute({ actorId: actor.id, masterIds });
  return new Map(rows.flatMap(({ masterId, id }) => (masterId ? [[masterId, id] as const] : [])));
}

/**
 * Distributed master palettes (spec: 'Curated palettes'), except the caller's own (an admin's are in
 * 'My palettes'): every master the brand offers, each saying which palette of the caller's already
 * holds it, their pushed copy or their own copy (decision 026), and how many of its colors the
 * caller owns (issue 28). Three statements whatever the page.
 */
export async function listCuratedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TCuratedPalette[]> {
  const { db, actor } = options;
  const masters = await listPalettes({
    ...options,
    where: and(eq(palettes.isOriginal, true), eq(palettes.isDistributed, true), ne(palettes.userId, ACTOR_ID)),
    order: [desc(palettes.updatedAt), desc(palettes.id)],
  });
  const masterIds = masters.map((master) => master.id);
  const held = await heldMasters(db, actor, masterIds);
  const owned = await ownedColorCounts(db, actor.id, masterIds);
  return masters.map((master) => ({
    ...master,
    inLibraryAs: held.get(master.id) ?? null,
    ...(owned.get(master.id) ?? { owned: 0, total: 0 }),
  }));
}

/**
 * Palettes the caller already has in another section (decision 014, 026): their own and the masters
 * they hold a pushed copy of ('My palettes'), and distributed masters ('Curated palettes').
 */
function inAnotherSection(actorId: string): SQL {
  const pushedCopyHeld = sql`exists(select 1 from palettes held where held.user_id = ${actorId} and held.original_palette_id = ${OUTER_PALETTE_ID} and held.is_pushed_by_admin)`;
  return sql`(${eq(palettes.userId, actorId)} or ${pushedCopyHeld} or (${palettes.isOriginal} and ${palettes.isDistributed}))`;
}

/**
 * Palettes whose invitations the caller accepted, most recently accepted first ('Shared with me'),
 * except those another section of the library shows: one palette, one card (decision 014).
 */
export function listSharedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TPalette[]> {
  const acceptedAt = sql`(select max(i.accepted_at) from invites i where i.palette_id = ${OUTER_PALETTE_ID} and i.accepted_by_user_id = ${options.actor.id} and i.revoked_at is null)`;
  return listPalettes({
    ...options,
    where: and(sql`${acceptedAt} is not null`, not(inAnotherSection(options.actor.id))),
    order: [sql`${acceptedAt} desc`, desc(palettes.id)],
  });
}
