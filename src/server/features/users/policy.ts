import type { Identity, SessionUser } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';

export interface Actor {
  identity: Identity;
  user: SessionUser | null;
}

/** The caller is the owner of this address (recognised by the signed-in identity). */
export function isSelf(actor: Actor, email: string): boolean {
  return actor.identity.email === email.toLowerCase();
}

/** Reading a user record or recording a mailing-list choice: the owner, or an admin. */
export function assertCanActForEmail(actor: Actor, email: string): void {
  if (!isSelf(actor, email) && actor.user?.isAdmin !== true) {
    throw new AppError('FORBIDDEN', 'You may only act for your own account.');
  }
}

/** Changing a user's profile: the user themself, or an admin. */
export function assertCanEditUser(actor: { user: SessionUser }, userId: string): void {
  if (actor.user.id !== userId && !actor.user.isAdmin) {
    throw new AppError('FORBIDDEN', 'You may only change your own profile.');
  }
}

/**
 * Creating a user record: only for oneself. A record made in advance for an address would be
 * claimed by whoever first signs up with it, verified or not.
 */
export function assertCanCreateFor(actor: Actor, email: string): void {
  if (!isSelf(actor, email)) throw new AppError('FORBIDDEN', 'You may only create your own user record.');
}

/** Issue 30: downloading or deleting an account's data is for its owner alone, admins included. */
export function assertOwnsAccount(actor: { user: SessionUser }, userId: string): void {
  if (actor.user.id !== userId) throw new AppError('FORBIDDEN', 'Only the owner of an account may download or delete its data.');
}
