import { sql } from 'drizzle-orm';
import { palettes } from '../../db/schema';
import { copiedColorColumns } from './color-columns';
import type { Tx } from './quota';

/**
 * Copies every color of one palette into another in one statement. With `withTags`, the copies
 * keep their tag links too (only within one owner's library: tags are personal).
 */
export async function copyColors(tx: Tx, options: { from: string; to: string; withTags: boolean }) {
  const { from, to, withTags } = options;
  const columns = copiedColorColumns();
  if (!withTags) {
    await tx.execute(sql`insert into colors (palette_id, ${columns}) select ${to}, ${columns} from colors where palette_id = ${from}`);
    return;
  }
  await tx.execute(sql`
    with source as (select gen_random_uuid() as new_id, c.* from colors c where c.palette_id = ${from}),
    inserted as (
      insert into colors (id, palette_id, ${columns}) select new_id, ${to}, ${columns} from source returning id
    )
    insert into color_tags (color_id, tag_id)
    select s.new_id, ct.tag_id from source s join color_tags ct on ct.color_id = s.id
    where s.new_id in (select id from inserted)`);
}

type PaletteRow = typeof palettes.$inferSelect;

/**
 * A new palette for `ownerId` with the source's content (grid, tags, notes, creator) and colors,
 * plus `values` that differ (a name, an originalPaletteId…). Returns the new id.
 */
export async function clonePalette(
  tx: Tx,
  options: { source: PaletteRow; ownerId: string; values: Partial<typeof palettes.$inferInsert>; withTags: boolean },
): Promise<string> {
  const { source, ownerId, values, withTags } = options;
  const [row] = await tx
    .insert(palettes)
    .values({
      userId: ownerId,
      name: source.name,
      medium: source.medium,
      rows: source.rows,
      columns: source.columns,
      tags: source.tags,
      notes: source.notes,
      creatorName: source.creatorName,
      creatorDisplayName: source.creatorDisplayName,
      creatorEmail: source.creatorEmail,
      ...values,
    })
    .returning({ id: palettes.id });
  if (!row) throw new Error('insert returned no row');
  await copyColors(tx, { from: source.id, to: row.id, withTags });
  return row.id;
}
