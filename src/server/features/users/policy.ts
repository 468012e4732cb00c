import type { Identity, SessionUser } from '../../app-env';
import { AppError } from '../../errors';

/**
 * Who may read or act for the user record of an e-mail address: its owner, or an admin.
 * The owner is recognised by the signed-in identity, so it works before the product user exists.
 */
export function canActForEmail(actor: { identity: Identity; user: SessionUser | null }, email: string): boolean {
  return actor.identity.email === email.toLowerCase() || actor.user?.isAdmin === true;
}

export function assertCanActForEmail(actor: { identity: Identity; user: SessionUser | null }, email: string): void {
  if (!canActForEmail(actor, email)) throw new AppError('FORBIDDEN', 'You may only act for your own account.');
}
