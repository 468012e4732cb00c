import { and, desc, eq, sql } from 'drizzle-orm';
import type { TPalette } from '../../../common/schemas/palette';
import type { Db } from '../../db/client';
import { palettes } from '../../db/schema';
import { listPalettes, MASTER_UPDATED_AT, OUTER_PALETTE_ID } from './load-palettes';
import type { PaletteActor } from './policy';

/** The caller's own palettes, last changed first (spec: 'My palettes'). */
export function listUserPalettes(options: { db: Db; actor: PaletteActor }): Promise<TPalette[]> {
  return listPalettes({
    ...options,
    where: eq(palettes.userId, options.actor.id),
    // A pushed copy changes when its master does (decision 007): it sorts by the later of the two.
    order: [sql`greatest(${palettes.updatedAt}, ${MASTER_UPDATED_AT}) desc`, desc(palettes.id)],
  });
}

/** Distributed master palettes (spec: 'Curated palettes'). */
export function listCuratedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TPalette[]> {
  return listPalettes({
    ...options,
    where: and(eq(palettes.isOriginal, true), eq(palettes.isDistributed, true)),
    order: [desc(palettes.updatedAt), desc(palettes.id)],
  });
}

/** Palettes whose invitations the caller accepted, most recently accepted first ('Shared with me'). */
export function listSharedPalettes(options: { db: Db; actor: PaletteActor; limit: number }): Promise<TPalette[]> {
  const acceptedAt = sql`(select max(i.accepted_at) from invites i where i.palette_id = ${OUTER_PALETTE_ID} and i.accepted_by_user_id = ${options.actor.id} and i.revoked_at is null)`;
  return listPalettes({
    ...options,
    where: sql`${acceptedAt} is not null`,
    order: [sql`${acceptedAt} desc`, desc(palettes.id)],
  });
}
