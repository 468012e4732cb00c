import { sql } from 'drizzle-orm';
import { palettes } from '#server/db/schema/index.ts';
import type { Tx } from '#server/db/transaction.ts';
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

/**
 * Copies every saved mix of one palette into another (issue 29), in one statement; a mix's note is
 * personal, as a color's, and kept only with `keepPersonal`.
 */
export async function copyMixes(tx: Tx, options: { from: string; to: string; keepPersonal: boolean }) {
  const { from, to, keepPersonal } = options;
  await tx.execute(sql`
    insert into palette_mixes (palette_id, target_hex, target_name, paints, strength, mix_hex, delta_e, notes, created_at)
    select ${to}, target_hex, target_name, paints, strength, mix_hex, delta_e, ${keepPersonal ? sql`notes` : sql`null`}, created_at
    from palette_mixes where palette_id = ${from}`);
}

type PaletteRow = typeof palettes.$inferSelect;

/**
 * A new palette for `ownerId` with the source's content (grid, tags, notes, creator), colors and mixes,
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
  await copyMixes(tx, { from: source.id, to: row.id, keepPersonal });
  return row.id;
}
