import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { TPalette } from '../../../common/schemas/palette';
import type { Db } from '../../db/client';
import { palettes } from '../../db/schema';
import { ACTOR_ID, listPalettes, MASTER_UPDATED_AT, OUTER_PALETTE_ID, sharedWith } from './load-palettes';
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

/**
 * Palettes the caller already has in a section before this one (decision 014): their own, and the
 * masters they hold a pushed copy of (that copy is the card, under 'My palettes').
 */
function heldByActor(actorId: string): SQL {
  const pushedCopyHeld = sql`exists(select 1 from palettes held where held.user_id = ${actorId} and held.original_palette_id = ${OUTER_PALETTE_ID} and held.is_pushed_by_admin)`;
  return sql`(${eq(palettes.userId, actorId)} or ${pushedCopyHeld})`;
}

/**
 * Distributed master palettes (spec: 'Curated palettes'), except those the library already shows
 * the caller as their own or as shared with them: one palette, one card (decision 014).
 */
export function listCuratedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TPalette[]> {
  const actorId = options.actor.id;
  return listPalettes({
    ...options,
    where: and(eq(palettes.isOriginal, true), eq(palettes.isDistributed, true), not(heldByActor(actorId)), not(sharedWith(actorId))),
    order: [desc(palettes.updatedAt), desc(palettes.id)],
  });
}

/**
 * Palettes whose invitations the caller accepted, most recently accepted first ('Shared with me'),
 * except those already among the caller's own (decision 014).
 */
export function listSharedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TPalette[]> {
  const acceptedAt = sql`(select max(i.accepted_at) from invites i where i.palette_id = ${OUTER_PALETTE_ID} and i.accepted_by_user_id = ${options.actor.id} and i.revoked_at is null)`;
  return listPalettes({
    ...options,
    where: and(sql`${acceptedAt} is not null`, not(heldByActor(options.actor.id))),
    order: [sql`${acceptedAt} desc`, desc(palettes.id)],
  });
}
