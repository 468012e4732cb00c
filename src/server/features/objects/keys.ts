import { randomUUID } from 'node:crypto';

// Object keys carry their owner, so ownership needs no table and no server memory:
// pending/<userId>/<uuid>      an upload issued to that user, not yet used for anything
// avatars/<userId>/<uuid>.webp that user's stored picture, written by the server only
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PENDING = new RegExp(`^pending/(${UUID})/${UUID}$`);
const AVATAR = new RegExp(`^avatars/(${UUID})/${UUID}\\.webp$`);
const PENDING_AT_END = new RegExp(`(pending/${UUID}/${UUID})$`);
const AVATAR_AT_END = new RegExp(`(avatars/${UUID}/${UUID}\\.webp)$`);
// Anything stored in a user's space, finished or not (a local upload's .partial file too).
const IN_USER_SPACE = new RegExp(`^(?:pending|avatars)/(${UUID})/`);

export const PENDING_PREFIX = 'pending/';
export const AVATAR_PREFIX = 'avatars/';
/** Every prefix objects are stored under (a move copies each). */
export const OBJECT_PREFIXES = [PENDING_PREFIX, AVATAR_PREFIX] as const;

export function newPendingKey(userId: string): string {
  return `${PENDING_PREFIX}${userId}/${randomUUID()}`;
}

export function newAvatarKey(userId: string): string {
  return `${AVATAR_PREFIX}${userId}/${randomUUID()}.webp`;
}

/** The user an issued upload key belongs to, or null for anything that is not one. */
export function pendingKeyOwner(key: string): string | null {
  return PENDING.exec(key)?.[1] ?? null;
}

/** The user a stored avatar key belongs to, or null. */
export function avatarKeyOwner(key: string): string | null {
  return AVATAR.exec(key)?.[1] ?? null;
}

/** The user whose space (pending/<id>/ or avatars/<id>/) a stored key lies in, or null. */
export function userSpaceOwner(key: string): string | null {
  return IN_USER_SPACE.exec(key)?.[1] ?? null;
}

function keyAtEndOf(url: string, pattern: RegExp): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  return pattern.exec(pathname)?.[1] ?? null;
}

/**
 * The pending key an upload URL points at, whichever driver issued it (an app route, a
 * path-style or a virtual-hosted S3 URL, with or without its signature).
 */
export function pendingKeyOfUrl(url: string): string | null {
  return keyAtEndOf(url, PENDING_AT_END);
}

/** The avatar key a stored avatar URL points at, whatever host served it. */
export function avatarKeyOfUrl(url: string): string | null {
  return keyAtEndOf(url, AVATAR_AT_END);
}
