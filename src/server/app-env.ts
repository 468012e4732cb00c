import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import type { WorkLane } from './lib/work-lane';
import type { Mailer } from './mail/mailer';
import type { RateLimits } from './rate-limits';

/** The signed-in identity (better-auth) and, once it exists, its product user. */
export interface Identity {
  authUserId: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface AppEnv {
  Variables: {
    config: Config;
    db: Db;
    logger: Logger;
    /** This request's id (X-Request-Id): the proxy's, or one made here. */
    requestId: string;
    mailer: Mailer;
    rateLimits: RateLimits;
    /** Decision 030: what the catalogue is at, and its work asked for by visitors who are not signed in, a few at a time. */
    catalogue: { revision: () => Promise<string>; work: WorkLane };
    identity: Identity | null;
    user: SessionUser | null;
  };
}
