// What bench:writes clients were told (every acknowledged write), and the SQL audit against it.
import pg from 'pg';

/** A color as its last acknowledged write left it. Each color is written by one client only. */
export interface ColorRecord {
  paletteId: string;
  exists: boolean;
  paintName: string;
  hexCode: string;
  personalNotes: string | null;
  /** 'g12' (grid position) or 'w3' (working-area cell). */
  place: string;
  tags: Set<string>;
}

export interface Ledger {
  colors: Map<string, ColorRecord>;
  acknowledged: number;
}

export const newLedger = (): Ledger => ({ colors: new Map(), acknowledged: 0 });

export function placeOf(color: { isInWorkingArea: boolean; position: number | null; workingAreaPosition: number | null }): string {
  return color.isInWorkingArea ? `w${color.workingAreaPosition}` : `g${color.position}`;
}

interface ColorRow {
  id: string;
  paint_name: string;
  hex_code: string;
  personal_notes: string | null;
  is_in_working_area: boolean;
  position: number | null;
  working_area_position: number | null;
  tag_ids: string[] | null;
}

/**
 * Reads the database directly (not through the app) and compares every color the clients wrote
 * with what they were told: a color acknowledged as created or changed must be there as
 * acknowledged, one acknowledged as removed must be gone. Also counts places holding two colors.
 */
export async function auditWrites(options: { databaseUrl: string; ledger: Ledger }) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<ColorRow>(`
      select c.id, c.paint_name, c.hex_code, c.personal_notes, c.is_in_working_area, c.position, c.working_area_position,
        array_remove(array_agg(ct.tag_id order by ct.tag_id), null) as tag_ids
      from colors c left join color_tags ct on ct.color_id = c.id group by c.id`);
    const stored = new Map(rows.map((row) => [row.id, row]));
    const lost: string[] = [];
    for (const [id, expected] of options.ledger.colors) {
      const row = stored.get(id);
      if (!expected.exists) {
        if (row) lost.push(`${id}: removed but still there`);
        continue;
      }
      if (!row) {
        lost.push(`${id}: missing`);
        continue;
      }
      const actual = {
        paintName: row.paint_name,
        hexCode: row.hex_code,
        personalNotes: row.personal_notes,
        place: placeOf({ isInWorkingArea: row.is_in_working_area, position: row.position, workingAreaPosition: row.working_area_position }),
        tags: [...(row.tag_ids ?? [])].sort().join(','),
      };
      const wanted = { ...expected, tags: [...expected.tags].sort().join(',') };
      for (const field of ['paintName', 'hexCode', 'personalNotes', 'place', 'tags'] as const) {
        if (actual[field] !== wanted[field]) lost.push(`${id}.${field}: stored ${actual[field]}, acknowledged ${wanted[field]}`);
      }
    }
    const clash = await client.query<{ n: number }>(`
      select count(*)::int as n from (
        select 1 from colors group by palette_id, is_in_working_area, coalesce(position, -1), coalesce(working_area_position, -1)
        having count(*) > 1) clash`);
    if (lost.length > 0) process.stdout.write(`lost writes:\n  ${lost.slice(0, 20).join('\n  ')}\n`);
    return {
      acknowledgedWrites: options.ledger.acknowledged,
      colorsChecked: options.ledger.colors.size,
      lost: lost.length,
      doubleBooked: clash.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}
