import type { TMix } from '#common/schemas/mix.ts';
import type { paletteMixes } from '#server/db/schema/index.ts';

/** A saved mix as the API shows it: its note only to those who may edit the palette (as a color's personal notes). */
export function toMixDto(row: typeof paletteMixes.$inferSelect, options: { showNotes: boolean }): TMix {
  return { ...row, notes: options.showNotes ? row.notes : null, createdAt: row.createdAt.toISOString() };
}
