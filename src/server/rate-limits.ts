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
  /**
   * Issue 41: invitation mail to one address, whoever sends it (admins too): inviting and revoking
   * a stranger again and again would fill their inbox. Keyed like the account mail's.
   */
  invitationMailPerRecipient: {
    points: 3,
    duration: 60 * 60,
    message: 'This address has been sent several invitations in the last hour. Please try again later.',
  },
  /** PDF charts by one visitor (user, else address): a painter prints a few; each is real work to draw. */
  pdfCharts: { points: 30, duration: 10 * 60, message: 'You have asked for many PDF charts recently. Please try again in a few minutes.' },
  /** Issue 29: colours matched against the whole catalogue by one visitor: each is a search of mixes. */
  paintMatches: { points: 120, duration: 10 * 60, message: 'You have matched many colours recently. Please try again in a few minutes.' },
  /** Issue 30: data exports ("Download my data") by one user: each reads and zips all they keep. */
  accountExports: {
    points: 5,
    duration: 60 * 60,
    message: 'You have downloaded your data several times recently. Please try again later.',
  },
  /** Issue 30: account deletion links mailed to one user, and their password tried to confirm a deletion. */
  accountDeletionLinks: {
    points: 3,
    duration: 60 * 60,
    message: 'We have mailed you several links recently. Please use the last one or try again later.',
  },
  accountDeletionAttempts: { points: 10, duration: 60 * 60, message: 'Too many attempts to delete this account. Please try again later.' },
  /**
   * Issue 30: catalogue searches that found little counted for the insights, per visitor (user, else
   * address): a painter typing a name misses a few; more are not counted (the search still answers).
   */
  searchCounts: { points: 60, duration: 60 * 60, message: 'Too many searches counted.' },
  /** Issue 30: an admin making today's insights now: each run reads a day of events. */
  insightRollups: {
    points: 10,
    duration: 10 * 60,
    message: 'The insights were brought up to date a moment ago. Please try again in a few minutes.',
  },
  /** Issue 42: wrong facts of catalogue paints reported by one painter: each is read by an admin. */
  paintReports: {
    points: 10,
    duration: 60 * 60,
    message: 'You have reported many paints in the last hour. Thank you! Please try again later.',
  },
  /** Upload starts (signed links and multipart uploads) by one user: an avatar needs a few. */
  uploads: { points: 30, duration: 60 * 60, message: 'You have started many uploads recently. Please try again later.' },
} as const;

export type RateLimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Spends one point of `name` for `key`, or refuses with 429 (and when to try again). */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Spends one point of `name` for `key` if one is left: whether it was. */
  allows(name: RateLimitName, key: string): Promise<boolean>;
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

  /** Spends a point, or answers the refusal (a RateLimiterRes); anything else is the database failing, thrown as such. */
  const take = async (name: RateLimitName, key: string): Promise<RateLimiterRes | null> => {
    try {
      await limiters[name].consume(key);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refusal;
    }
  };

  return {
    async consume(name, key) {
      const refusal = await take(name, key);
      if (refusal) {
        throw new AppError('RATE_LIMITED', LIMITS[name].message, {
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        });
      }
    },
    async allows(name, key) {
      return (await take(name, key)) === null;
    },
    async removeExpired() {
      const removed = await db.delete(rateLimits).where(lt(rateLimits.expire, new Date())).returning({ key: rateLimits.key });
      return removed.length;
    },
  };
}
