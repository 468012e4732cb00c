import { sql } from 'drizzle-orm';

/** Every column of a color that a copy takes over (all but its id, palette and timestamps). */
const COPIED = [
  'position',
  'is_in_working_area',
  'working_area_position',
  'working_area_row',
  'working_area_column',
  'paint_name',
  'manufacturer',
  'pigment_code',
  'hex_code',
  'medium',
  'lightfastness',
  'opacity',
  'granulation',
  'staining',
  'series_name',
  'personal_notes',
  'affiliate_link',
] as const;

/** The copied columns as SQL, optionally qualified by a table alias ('c.position, …'). */
export function copiedColorColumns(alias?: string) {
  return sql.raw(COPIED.map((column) => (alias ? `${alias}.${column}` : column)).join(', '));
}
