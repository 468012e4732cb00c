import type { Identity, SessionUser } from '#server/app-env.ts';

/** Who a session cookie stands for: both null for a cookie that opens no session. */
export interface Caller {
  identity: Identity | null;
  user: SessionUser | null;
}

export interface SessionCache {
  get(cookie: string): Caller | undefined;
  /** Counts forgetAll calls: a caller resolved before one must not be remembered after it. */
  generation(): number;
  /** Remembers `caller`, unless everything was forgotten since `generation` (when its lookup began). */
  set(cookie: string, caller: Caller, sessionExpiresAt: number | null, generation: number): void;
  /**
   * Forgets every caller this process remembers: after a sign-out, a password change, a role
   * change. Other processes forget theirs within the cache's lifetime.
   */
  forgetAll(): void;
}

interface Entry {
  caller: Caller;
  until: number;
}

/**
 * Resolved sessions kept for `ttlMs` (decision 016): resolving a session costs a database round
 * trip and better-auth's work on every request, and one page view makes several requests. A
 * session ended elsewhere (another instance, another process) stops working here within `ttlMs`,
 * and never outlives its own expiry. At most `maxEntries` are kept, the oldest dropped first. A
 * ttl of 0 keeps nothing.
 */
export function createSessionCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): SessionCache {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let forgotten = 0;
  return {
    generation: () => forgotten,
    get(cookie) {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.caller;
      entries.delete(cookie);
      return undefined;
    },
    set(cookie, caller, sessionExpiresAt, generation) {
      if (ttlMs <= 0 || generation !== forgotten) return;
      const until = Math.min(now() + ttlMs, sessionExpiresAt ?? Number.POSITIVE_INFINITY);
      entries.delete(cookie);
      entries.set(cookie, { caller, until });
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forgetAll() {
      forgotten += 1;
      entries.clear();
    },
  };
}
