import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from './db/client';
import { rateLimits } from './db/schema';
import { AppError } from './errors';

/**
 * Every limit the app puts on its own routes (the auth library limits sign-in, sign-up and resets
 * itself), counted by rate-limiter-flexible in the database, so all instances share one count
 * and a restart forgets nothing. Each consumption is one atomic upsert: two requests at once can
 * never both take the last point.
 */
const LIMITS = {
  /** Analytics events from one visitor (signed-in user or client address): pages viewed, clicks. */
  analytics: { points: 120, duration: 10 * 60, message: 'Too many events.' },
  /** Invitations send the brand's mail with the sender's words: limits keep it from being a relay. */
  invitesPerHour: { points: 30, duration: 60 * 60, message: 'You have sent many invitations recently. Please try again later.' },
  invitesPerDay: { points: 100, duration: 24 * 60 * 60, message: 'You have sent many invitations recently. Please try again later.' },
  /**
   * Account mail (confirmation, password reset, 'you already have an account') to one address:
   * asking for it costs nothing, so without a cap anyone could fill a stranger's inbox (issue 27).
   * A person needs one, now and then a second; the asker is answered alike either way.
   */
  accountMailPerRecipient: { points: 3, duration: 60 * 60, message: 'Too many account mails to this address.' },
  /** PDF charts by one visitor (user, else address): a painter prints a few; each is real work to draw. */
  pdfCharts: { points: 30, duration: 10 * 60, message: 'You have asked for many PDF charts recently. Please try again in a few minutes.' },
  /** Issue 29: colours matched against the whole catalogue by one visitor: each is a search of mixes. */
  paintMatches: { points: 120, duration: 10 * 60, message: 'You have matched many colours recently. Please try again in a few minutes.' },
  /** Upload starts (signed links and multipart uploads) by one user: an avatar needs a few. */
  uploads: { points: 30, duration: 60 * 60, message: 'You have started many uploads recently. Please try again later.' },
} as const;

export type RateLimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Spends one point of `name` for `key`, or refuses with 429 (and when to try again). */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Removes counters whose window ended (the daily sweep). */
  removeExpired(): Promise<number>;
}

export function createRateLimits(db: Db): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: limit.points,
        duration: limit.duration,
        // Its own timer would outlive the database in tests; the daily sweep removes expired rows.
        clearExpiredByTimeout: false,
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterDrizzle>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (refusal) {
        // A refusal is a RateLimiterRes; anything else is the database failing, handled as such.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw new AppError('RATE_LIMITED', LIMITS[name].message, {
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        });
      }
    },
    async removeExpired() {
      const removed = await db.delete(rateLimits).where(lt(rateLimits.expire, new Date())).returning({ key: rateLimits.key });
      return removed.length;
    },
  };
}
