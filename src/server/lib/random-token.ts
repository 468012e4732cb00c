import { randomBytes } from 'node:crypto';

/**
 * 256 random bits, URL-safe (43 characters), which cannot be guessed or enumerated: the token of a
 * link that opens what it names (an invitation, a shared shopping list), or a generated secret.
 */
export function newRandomToken(): string {
  return randomBytes(32).toString('base64url');
}
