import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPalette, TPaletteSwatch } from '#common/schemas/palette.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { colors, palettes } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { abilitiesFor, type PaletteActor, type PaletteFacts, seesPaletteNotes } from './policy';

type PaletteRow = typeof palettes.$inferSelect;
export interface LoadedPalette {
  /** The palette as its reader sees it: a pushed copy shows its master's current content. */
  palette: PaletteRow;
  /** Whose colors the palette shows: a pushed copy's are its master's (decision 007). */
  contentPaletteId: string;
  colorCount: number;
  facts: PaletteFacts;
  /** Read with the palette by lists (one statement instead of two); otherwise by toPaletteDtos. */
  swatches?: TPaletteSwatch[];
}

// A pushed copy is the user's window on a master: the master's content, the copy's own place in
// the user's library (owner, favourite, copy flags).
const master = alias(palettes, 'master');
const MASTER_ID = sql.raw('"master"."id"');
export const MASTER_UPDATED_AT = sql.raw('"master"."updated_at"');
const CONTENT_FIELDS = [
  'name',
  'medium',
  'rows',
  'columns',
  'tags',
  'notes',
  'creatorDisplayName',
  'creatorName',
  'creatorEmail',
  'collaborationEnabled',
  'collaborationCompany',
  'collaborationUrl',
  // Whether a link opens it, and with its notes: the master's content is shared by link only where the master is.
  'shareEnabled',
  'shareNotes',
] as const satisfies ReadonlyArray<keyof PaletteRow>;

type MasterContent = Pick<PaletteRow, 'id' | 'updatedAt' | (typeof CONTENT_FIELDS)[number]>;

// Only what a pushed copy takes from its master: every column read is a column sent and parsed,
// and this query runs on most requests (decision 016).
const MASTER_CONTENT = {
  id: master.id,
  updatedAt: master.updatedAt,
  ...Object.fromEntries(CONTENT_FIELDS.map((field) => [field, master[field]])),
} as { [K in keyof MasterContent]: (typeof master)[K] };

function withMasterContent(copy: PaletteRow, source: MasterContent): PaletteRow {
  const content = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, source[field]]));
  const updatedAt = source.updatedAt > copy.updatedAt ? source.updatedAt : copy.updatedAt;
  return { ...copy, ...content, updatedAt };
}

/**
 * Palettes with their color count and the caller's relation to each, in ONE query whatever the
 * number of rows: counts and relations are correlated subqueries, not per-row round trips.
 */
// Drizzle writes columns unqualified inside sql``, where they would bind to the subquery's own
// table; the outer palette is therefore named explicitly.
export const OUTER_PALETTE_ID = sql.raw('"palettes"."id"');

/** Whether the outer palette is shared with this user by an invitation they accepted (and still hold). */
function sharedWith(userId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists(select 1 from invites i where i.palette_id = ${OUTER_PALETTE_ID} and i.accepted_by_user_id = ${userId} and i.revoked_at is null)`;
}

/**
 * The caller's id in the palette queries, a placeholder filled when a query runs: the statements
 * are then the same for every caller, built once and prepared (decision 016).
 */
export const ACTOR_ID = sql.placeholder('actorId');
const PALETTE_ID = sql.placeholder('paletteId');
const PALETTE_IDS = sql.placeholder('paletteIds');

// Swatches: a palette's colors as its cards draw them, grid slots first, then working-area cells,
// each in order. One JSON array per palette rather than a row per color: the drivers turn a JSON
// value into objects natively, where they decode and map each row's columns one by one; on the
// embedded database this halved the swatch query, the largest part of a library request
// (decision 016). A color without a place is drawn nowhere.
const swatchColor = alias(colors, 'c');
const swatchPlace = sql<
  number | null
>`case when ${swatchColor.isInWorkingArea} then ${swatchColor.workingAreaPosition} else ${swatchColor.position} end`;
const swatchesArray = sql<
  TPaletteSwatch[]
>`json_agg(json_build_object('isInWorkingArea', ${swatchColor.isInWorkingArea}, 'position', ${swatchPlace}, 'hexCode', ${swatchColor.hexCode}, 'paintName', ${swatchColor.paintName}) order by ${swatchColor.isInWorkingArea}, ${swatchPlace})`;

function selectPalettes(db: Db, withActor: boolean, withSwatches = false) {
  return db
    .select({
      palette: palettes,
      master: MASTER_CONTENT,
      colorCount: sql<number>`(select count(*) from colors c where c.palette_id = coalesce(${MASTER_ID}, ${OUTER_PALETTE_ID}))`.mapWith(
        Number,
      ),
      sharedWithActor: withActor ? sharedWith(ACTOR_ID) : sql<boolean>`false`,
      // Of what the palette shows: a pushed copy's card stands for its master (decision 014).
      actorHasCopy: withActor
        ? sql<boolean>`exists(select 1 from palettes c where c.user_id = ${ACTOR_ID} and c.original_palette_id = coalesce(${MASTER_ID}, ${OUTER_PALETTE_ID}) and not c.is_pushed_by_admin)`
        : sql<boolean>`false`,
      // Lists read the swatches with the palettes: one statement instead of two per page.
      swatches: withSwatches
        ? sql<
            TPaletteSwatch[]
          >`coalesce((select ${swatchesArray} from colors ${swatchColor} where ${swatchColor.paletteId} = coalesce(${MASTER_ID}, ${OUTER_PALETTE_ID}) and ${swatchPlace} is not null), '[]'::json)`
        : sql<null>`null`,
    })
    .from(palettes)
    .leftJoin(master, and(eq(palettes.isPushedByAdmin, true), eq(master.id, palettes.originalPaletteId)))
    .$dynamic();
}

/** Values for the placeholders of a palette query run for `actor`. */
function actorValues(actor: PaletteActor | null): { actorId?: string } {
  return actor ? { actorId: actor.id } : {};
}

const paletteById = perDatabase((db) => ({
  forActor: selectPalettes(db, true).where(eq(palettes.id, PALETTE_ID)).prepare('palette_for_actor'),
  forVisitor: selectPalettes(db, false).where(eq(palettes.id, PALETTE_ID)).prepare('palette_for_visitor'),
}));

const COLOR_IDS = sql.placeholder('colorIds');
const palettesOfColors = perDatabase((db) =>
  selectPalettes(db, true)
    .where(sql`${palettes.id} in (select c.palette_id from colors c where c.id = any(${COLOR_IDS}))`)
    .prepare('palettes_of_colors_for_actor'),
);

function toLoaded(row: {
  palette: PaletteRow;
  master: MasterContent | null;
  colorCount: number;
  sharedWithActor: boolean;
  actorHasCopy: boolean;
  swatches: TPaletteSwatch[] | null;
}): LoadedPalette {
  return {
    palette: row.master ? withMasterContent(row.palette, row.master) : row.palette,
    contentPaletteId: row.master?.id ?? row.palette.id,
    colorCount: row.colorCount,
    facts: { sharedWithActor: row.sharedWithActor, actorHasCopy: row.actorHasCopy },
    ...(row.swatches ? { swatches: row.swatches } : {}),
  };
}

export async function loadPalette(options: { db: Db; actor: PaletteActor | null; id: string }): Promise<LoadedPalette> {
  const { forActor, forVisitor } = paletteById(options.db);
  const [row] = await (options.actor ? forActor : forVisitor).execute({ ...actorValues(options.actor), paletteId: options.id });
  if (!row) throw new AppError('NOT_FOUND', 'Palette not found.');
  return toLoaded(row);
}

/** The palettes these colors belong to, in one query (ids of no color are left out). */
export async function loadPalettesOfColors(options: { db: Db; actor: PaletteActor; colorIds: string[] }): Promise<LoadedPalette[]> {
  const rows = await palettesOfColors(options.db).execute({ ...actorValues(options.actor), colorIds: options.colorIds });
  return rows.map(toLoaded);
}

/** Issue 30: every palette `actor` owns, oldest first, in one query (their data export). */
export async function loadOwnPalettes(options: { db: Db; actor: PaletteActor }): Promise<LoadedPalette[]> {
  const rows = await selectPalettes(options.db, true)
    .where(eq(palettes.userId, options.actor.id))
    .orderBy(asc(palettes.createdAt), asc(palettes.id))
    .execute(actorValues(options.actor));
  return rows.map(toLoaded);
}

const preparedLists = new WeakMap<Db, Map<string, ReturnType<ReturnType<typeof selectPalettes>['prepare']>>>();

/**
 * Loads rows matching `where` (in `order`, up to `limit`) and turns them into API palettes. The
 * caller's id goes in as ACTOR_ID. A list whose query is the same for every caller (no value but
 * ACTOR_ID inside) may name itself in `preparedAs`: it is then built and planned once.
 */
export async function listPalettes(options: {
  db: Db;
  actor: PaletteActor;
  where: SQL | undefined;
  order: SQL[];
  limit?: number;
  preparedAs?: string;
}): Promise<TPalette[]> {
  const { db, actor, preparedAs } = options;
  const build = () => {
    const query = selectPalettes(db, true, true)
      .where(options.where)
      .orderBy(...options.order);
    return options.limit ? query.limit(options.limit) : query;
  };
  let rows;
  if (preparedAs) {
    const lists = preparedLists.get(db) ?? new Map();
    preparedLists.set(db, lists);
    const prepared = lists.get(preparedAs) ?? build().prepare(preparedAs);
    lists.set(preparedAs, prepared);
    rows = await prepared.execute(actorValues(actor));
  } else {
    rows = await build().execute(actorValues(actor));
  }
  return toPaletteDtos({ db, actor, loaded: rows.map(toLoaded) });
}

/**
 * Admins, and the owner of a palette they made themselves. A copy's creator is someone else (a
 * master's curator, a friend), whatever owns the copy.
 */
function seesCreatorAccount(actor: PaletteActor | null, p: PaletteRow): boolean {
  if (!actor) return false;
  return actor.isAdmin || (actor.id === p.userId && p.originalPaletteId === null && !p.isPushedByAdmin);
}

/**
 * Adds each palette's swatches, grid and working area alike (one query for all of those not read
 * with the palette: every view of a palette shows the same colors), and the caller's abilities.
 */
export async function toPaletteDtos(options: { db: Db; actor: PaletteActor | null; loaded: LoadedPalette[] }): Promise<TPalette[]> {
  const { db, actor, loaded } = options;
  const unread = loaded.filter((l) => !l.swatches).map((l) => l.contentPaletteId);
  const swatches = await swatchesOf(db, [...new Set(unread)]);
  return loaded.map(({ palette: p, contentPaletteId, colorCount, facts, swatches: read }) => ({
    id: p.id,
    name: p.name,
    medium: p.medium,
    rows: p.rows,
    columns: p.columns,
    tags: p.tags,
    notes: seesPaletteNotes(actor, p, facts) ? p.notes : null,
    isFavorite: p.isFavorite,
    userId: p.userId,
    originalPaletteId: p.originalPaletteId,
    isOriginal: p.isOriginal,
    isDistributed: p.isDistributed,
    isPushedByAdmin: p.isPushedByAdmin,
    // The name a creator chose to show is public; their account name (by default the start of
    // their e-mail address) and address are personal: only admins and the creator see them.
    creatorDisplayName: p.creatorDisplayName,
    creatorName: seesCreatorAccount(actor, p) ? p.creatorName : null,
    creatorEmail: seesCreatorAccount(actor, p) ? p.creatorEmail : null,
    collaborationEnabled: p.collaborationEnabled,
    collaborationCompany: p.collaborationCompany,
    collaborationUrl: p.collaborationUrl,
    shareEnabled: p.shareEnabled,
    shareNotes: p.shareNotes,
    updatedAt: p.updatedAt.toISOString(),
    colorCount,
    swatches: read ?? swatches.get(contentPaletteId) ?? [],
    abilities: abilitiesFor(actor, p, facts),
  }));
}

/** The swatches of these palettes, by palette, in one statement. */
const swatchRows = perDatabase((db) =>
  db
    .select({ paletteId: swatchColor.paletteId, swatches: swatchesArray })
    .from(swatchColor)
    .where(and(sql`${swatchColor.paletteId} = any(${PALETTE_IDS})`, sql`${swatchPlace} is not null`))
    .groupBy(swatchColor.paletteId)
    .prepare('palette_swatches'),
);

async function swatchesOf(db: Db, paletteIds: string[]): Promise<Map<string, TPaletteSwatch[]>> {
  if (paletteIds.length === 0) return new Map();
  const rows = await swatchRows(db).execute({ paletteIds });
  return new Map(rows.map((row) => [row.paletteId, row.swatches]));
}

/** One palette as the API shows it to this caller. */
export async function paletteDto(options: { db: Db; actor: PaletteActor | null; id: string }): Promise<TPalette> {
  const [dto] = await toPaletteDtos({ ...options, loaded: [await loadPalette(options)] });
  if (!dto) throw new AppError('NOT_FOUND', 'Palette not found.');
  return dto;
}
