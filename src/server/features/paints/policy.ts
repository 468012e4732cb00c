import type { SessionUser } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { assertActsFor } from '#server/features/palettes/index.ts';

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

/**
 * Issue 42: only admins keep the catalogue right (fix facts, import a maker's chart, read and
 * resolve reports); any signed-in painter may report a wrong fact. The routes check this first
 * (requireAdmin); the services again, so no other caller can skip it.
 */
export function assertMayKeepCatalogue(actor: SessionUser): void {
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', 'Only admins may do this.');
}
