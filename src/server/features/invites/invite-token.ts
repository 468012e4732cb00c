import { randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: an invitation link cannot be guessed or enumerated. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}
