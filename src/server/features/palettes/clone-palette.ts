import { sql } from 'drizzle-orm';
import { palettes } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { copiedColorColumns, copiedColorValues } from './color-columns';

/**
 * Copies every color of one palette into another in one statement. Tags and personal notes are
 * personal: with `keepPersonal` (both palettes are one person's) the copies keep their notes and
 * tag links; otherwise they carry neither.
 */
export async function copyColors(tx: Tx, options: { from: string; to: string; keepPersonal: boolean }) {
  const { from, to, keepPersonal } = options;
  const columns = copiedColorColumns();
  const values = copiedColorValues({ keepPersonal });
  if (!keepPersonal) {
    await tx.execute(sql`insert into colors (palette_id, ${columns}) select ${to}, ${values} from colors where palette_id = ${from}`);
    return;
  }
  await tx.execute(sql`
    with source as (select gen_random_uuid() as new_id, c.* from colors c where c.palette_id = ${from}),
    inserted as (
      insert into colors (id, palette_id, ${columns}) select new_id, ${to}, ${values} from source returning id
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
  options: { source: PaletteRow; ownerId: string; values: Partial<typeof palettes.$inferInsert>; keepPersonal: boolean },
): Promise<string> {
  const { source, ownerId, values, keepPersonal } = options;
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
      creatorDisplayName: source.creatorDisplayName,
      // Account name and address are the creator's own: they do not travel to someone else's copy.
      ...(ownerId === source.userId ? { creatorName: source.creatorName, creatorEmail: source.creatorEmail } : {}),
      ...values,
    })
    .returning({ id: palettes.id });
  if (!row) throw new Error('insert returned no row');
  await copyColors(tx, { from: source.id, to: row.id, keepPersonal });
  return row.id;
}
