import { AppError } from '../../errors';
import type { PaletteActor } from '../palettes';

/** Affiliate links earn the brand its commission: only admins set them (spec §5 color form). */
export function assertMayEditAffiliateLink(actor: PaletteActor, fields: { affiliateLink?: string | null }): void {
  if (fields.affiliateLink !== undefined && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'Only admins may set affiliate links.');
  }
}
