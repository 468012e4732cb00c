import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTag } from '#common/schemas/tag.ts';
import type { Db } from '#server/db/client.ts';
import { colorTags, tags } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';

const tagColumns = { id: tags.id, name: tags.name, userId: tags.userId };

/** A user's own tags, alphabetically. */
export function listUserTags(options: { db: Db; userId: string }): Promise<TTag[]> {
  return options.db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.userId, options.userId))
    .orderBy(asc(sql`lower(${tags.name})`));
}

/** Tag names are unique per user regardless of case; the message says 'already exists' (spec §8). */
export async function createTag(options: { db: Db; userId: string; name: string }): Promise<TTag> {
  const [row] = await options.db
    .insert(tags)
    .values({ userId: options.userId, name: options.name })
    .onConflictDoNothing()
    .returning(tagColumns);
  if (!row) throw new AppError('CONFLICT', `The tag '${options.name}' already exists in your collection.`);
  return row;
}

/** The caller's own tags on a color: tags are personal, so nobody sees another person's labels. */
export function listColorTags(options: { db: Db; colorId: string; ownerId: string }): Promise<TTag[]> {
  return options.db
    .select(tagColumns)
    .from(colorTags)
    .innerJoin(tags, eq(tags.id, colorTags.tagId))
    .where(and(eq(colorTags.colorId, options.colorId), eq(tags.userId, options.ownerId)))
    .orderBy(asc(sql`lower(${tags.name})`));
}

/** Links one of the caller's own tags to a color; linking twice changes nothing. */
export async function addColorTag(options: { db: Db; colorId: string; tagId: string; ownerId: string }): Promise<TTag> {
  const { db, colorId, tagId, ownerId } = options;
  const [tag] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.userId, ownerId)));
  if (!tag) throw new AppError('NOT_FOUND', 'Tag not found.');
  await db.insert(colorTags).values({ colorId, tagId }).onConflictDoNothing();
  return tag;
}

export async function removeColorTag(options: { db: Db; colorId: string; tagId: string }): Promise<void> {
  const removed = await options.db
    .delete(colorTags)
    .where(and(eq(colorTags.colorId, options.colorId), eq(colorTags.tagId, options.tagId)))
    .returning({ tagId: colorTags.tagId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'This color does not have that tag.');
}
