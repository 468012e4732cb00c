import { type SQL, sql } from 'drizzle-orm';
import type { TPaletteAbilities } from '#common/schemas/palette.ts';
import type { palettes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

export interface PaletteActor {
  id: string;
  isAdmin: boolean;
}

/** Facts about the caller's relation to a palette that its row alone does not tell. */
export interface PaletteFacts {
  sharedWithActor: boolean;
  actorHasCopy: boolean;
}

type PaletteRow = Pick<
  typeof palettes.$inferSelect,
  'userId' | 'isOriginal' | 'isDistributed' | 'isPushedByAdmin' | 'originalPaletteId' | 'shareEnabled' | 'shareNotes'
>;

export type PaletteAction = keyof TPaletteAbilities;

/**
 * Spec §4 read-only rule: masters and admin-pushed palettes are view-only for regular users.
 * Admins may change anything but a pushed copy, which shows its master's content (decision 007):
 * they edit the master instead.
 */
function isWritable(actor: PaletteActor, p: PaletteRow): boolean {
  if (p.isPushedByAdmin) return false;
  return actor.isAdmin || (actor.id === p.userId && !p.isOriginal);
}

/**
 * isWritable as a condition on a row of `palettes` (named so in the statement), for a write that
 * checks and acts in one statement: the rule is read on the very row version the write locks.
 * It must say what isWritable says; policy-sql.test.ts holds the two together.
 */
export function writableBy(actor: PaletteActor): SQL<boolean> {
  return sql<boolean>`(not palettes.is_pushed_by_admin and (${actor.isAdmin}::boolean or (palettes.user_id = ${actor.id}::uuid and not palettes.is_original)))`;
}

/** Who sees a palette without its share link: owner, admins, everyone for distributed masters, invitees. */
export function canView(actor: PaletteActor | null, p: PaletteRow, facts: PaletteFacts): boolean {
  if (!actor) return false;
  return actor.id === p.userId || actor.isAdmin || (p.isOriginal && p.isDistributed) || facts.sharedWithActor;
}

/**
 * Issue 7: a palette shared with the caller, by invitation or by its link, may be saved as a copy
 * of their own. Holding the unguessable id is holding the link, so link sharing being on is
 * enough. Pushed copies are not offered: their master is where a copy comes from.
 */
function mayCopyShared(p: PaletteRow, facts: PaletteFacts): boolean {
  return !p.isPushedByAdmin && (facts.sharedWithActor || p.shareEnabled);
}

/** Whether the caller reaches the palette at all for `action`: viewers, and link holders for a copy. */
function reaches(actor: PaletteActor, action: PaletteAction, p: PaletteRow, facts: PaletteFacts): boolean {
  return canView(actor, p, facts) || (action === 'copy' && !p.isOriginal && mayCopyShared(p, facts));
}

/** Who sees a palette at all: its viewers, and anyone holding the link while link sharing is on. */
export function canViewByLink(actor: PaletteActor | null, p: PaletteRow, facts: PaletteFacts, byLink: boolean): boolean {
  return canView(actor, p, facts) || (byLink && p.shareEnabled);
}

/**
 * Issue 41: a palette's own notes are for those who see it without its link (owner, admins,
 * invitees, everyone for a distributed master's description); through the link only once its owner
 * turned 'Show notes on the shared page' on. Personal notes, a color's or a saved mix's, stay with
 * those who may edit the palette, switch or not (`abilitiesFor(...).edit`).
 */
export function seesPaletteNotes(actor: PaletteActor | null, p: PaletteRow, facts: PaletteFacts): boolean {
  return canView(actor, p, facts) || p.shareNotes;
}

export function abilitiesFor(actor: PaletteActor | null, p: PaletteRow, facts: PaletteFacts): TPaletteAbilities {
  if (!actor) {
    return { edit: false, rename: false, delete: false, duplicate: false, copy: false, restore: false, share: false, favorite: false };
  }
  const owner = actor.id === p.userId;
  const writable = isWritable(actor, p);
  return {
    edit: writable,
    rename: writable,
    // Removing a pushed copy from one's own library changes nothing of the master.
    delete: owner || actor.isAdmin,
    duplicate: writable,
    // A pushed copy is the brand's palette in its owner's library (the master is not listed again,
    // decision 014): copying it makes the owner's own copy of the master.
    copy: p.isPushedByAdmin
      ? owner && !facts.actorHasCopy
      : !owner && (p.isOriginal ? (p.isDistributed || actor.isAdmin) && !facts.actorHasCopy : mayCopyShared(p, facts)),
    // A pushed copy always shows its master as it is now: there is nothing to restore.
    restore: (owner || actor.isAdmin) && p.originalPaletteId !== null && !p.isPushedByAdmin,
    // A pushed copy shows its master, shared by link only as the master is (admins decide there).
    share: (owner || actor.isAdmin) && !p.isPushedByAdmin,
    favorite: owner,
  };
}

const REFUSALS: Record<PaletteAction, string> = {
  edit: 'This palette is read-only.',
  rename: 'This palette is read-only and cannot be renamed.',
  delete: 'Only the owner may delete this palette.',
  duplicate: 'This palette is read-only and cannot be duplicated.',
  copy: 'This palette cannot be copied.',
  restore: 'Only a copy of a master palette can be restored to its original.',
  share: 'Only the owner may share this palette.',
  favorite: 'Only the owner may favourite this palette.',
};

/**
 * Runs before any write. A palette the caller cannot see answers 404, exactly like one that does
 * not exist, so ids cannot be probed; one they see but may not change answers 403.
 */
export function authorize(actor: PaletteActor, action: PaletteAction, p: PaletteRow, facts: PaletteFacts): void {
  if (!reaches(actor, action, p, facts)) throw new AppError('NOT_FOUND', 'Palette not found.');
  if (action === 'copy' && facts.actorHasCopy) throw new AppError('CONFLICT', 'You already have a copy of this palette.');
  if (!abilitiesFor(actor, p, facts)[action]) throw new AppError('FORBIDDEN', REFUSALS[action]);
}

/** Collaboration settings are the brand's (spec §6: admins edit them). */
export function assertMayEditCollaboration(actor: PaletteActor): void {
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', 'Only admins may change collaboration settings.');
}

/** Where the spec sends a userId, it must be the caller's own unless the caller is an admin. */
export function assertActsFor(actor: PaletteActor, userId: string): void {
  if (actor.id !== userId && !actor.isAdmin) throw new AppError('FORBIDDEN', 'You may only act for your own account.');
}
