import type { TColor } from '#common/schemas/color.ts';
import type { colors } from '#server/db/schema/index.ts';

/** A color row as selected with colorWithLinkedFields: its columns and what its catalogue link says. */
type TColorRow = typeof colors.$inferSelect & Pick<TColor, 'lightfastnessBasis' | 'makerLightfastness'>;

export function toColorDto(row: TColorRow, options: { showNotes: boolean }): TColor {
  const { createdAt: _created, updatedAt: _updated, ...color } = row;
  return { ...color, personalNotes: options.showNotes ? color.personalNotes : null };
}
