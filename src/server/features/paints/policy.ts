import type { SessionUser } from '../../app-env';
import { AppError } from '../../errors';
import { assertActsFor } from '../palettes';

/**
 * Whose tagged colors a paint search reads. The catalogue is public facts and needs no session;
 * a painter's colors do. A userId sent by the client must be the caller's own unless the caller
 * is an admin (identity comes from the session, never from the request).
 */
export function taggedColorsOwner(actor: SessionUser | null, request: { userId?: string; tagIds: readonly string[] }): string | null {
  if (request.userId === undefined && request.tagIds.length === 0) return null;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to search your own tagged colors.');
  if (request.userId === undefined) return actor.id;
  assertActsFor(actor, request.userId);
  return request.userId;
}
