import { AppError } from '#server/errors.ts';
import type { PaletteActor } from '#server/features/palettes/index.ts';

/**
 * Affiliate links earn the brand its commission: only admins set or clear them (spec §5 color
 * form). The form hides the field from everyone else and the spec's client sends empty fields as
 * null (or ""): from them that says "no link given", so it is dropped and an existing link stays.
 * A link they did type is refused.
 */
export function writableColorFields<T extends { affiliateLink?: string | null }>(
  actor: PaletteActor,
  fields: T,
): T | Omit<T, 'affiliateLink'> {
  if (actor.isAdmin || fields.affiliateLink === undefined) return fields;
  if (fields.affiliateLink !== null) throw new AppError('FORBIDDEN', 'Only admins may set affiliate links.');
  const { affiliateLink: _noLink, ...rest } = fields;
  return rest;
}
