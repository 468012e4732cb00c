import type { TColor } from '../../../common/schemas/color';
import type { colors } from '../../db/schema';

export function toColorDto(row: typeof colors.$inferSelect, options: { showNotes: boolean }): TColor {
  const { createdAt: _created, updatedAt: _updated, ...color } = row;
  return { ...color, personalNotes: options.showNotes ? color.personalNotes : null };
}
