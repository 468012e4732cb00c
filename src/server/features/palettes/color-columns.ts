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
  'catalogue_paint_id',
] as const;

/** The copied columns as SQL ('position, is_in_working_area, …'). */
export function copiedColorColumns() {
  return sql.raw(COPIED.join(', '));
}

/**
 * What a copy takes for those columns from `colors`: the values themselves, except the personal
 * notes, which stay with their author unless the copy is theirs too (`keepPersonal`).
 */
export function copiedColorValues(options: { keepPersonal: boolean }) {
  return sql.raw(COPIED.map((column) => (column === 'personal_notes' && !options.keepPersonal ? 'null' : column)).join(', '));
}
