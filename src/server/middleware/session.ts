import { getSessionCookie } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { users } from '#server/db/schema/index.ts';
import { AUTH_COOKIE_PREFIX, type Auth } from '#server/features/auth/auth.ts';
import { isEffectiveAdmin } from '#server/features/users/index.ts';
import type { Caller, SessionCache } from './session-cache';

const ANONYMOUS: Caller = { identity: null, user: null };

const productUserOf = perDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.authUserId, sql.placeholder('authUserId')))
    .prepare('product_user_of_identity'),
);

/** The caller a session cookie stands for, from better-auth's session and the product user. */
async function resolveCaller(options: { auth: Auth; db: Db; headers: Headers; adminEmails: Config['adminEmails'] }) {
  const session = await options.auth.api.getSession({ headers: options.headers });
  if (!session) return { caller: ANONYMOUS, expiresAt: null };
  const email = session.user.email.toLowerCase();
  const emailVerified = session.user.emailVerified;
  const [row] = await productUserOf(options.db).execute({ authUserId: session.user.id });
  const caller: Caller = {
    identity: { authUserId: session.user.id, email, name: session.user.name, emailVerified },
    user: row
      ? {
          id: row.id,
          email: row.email,
          isAdmin: isEffectiveAdmin({ storedFlag: row.isAdmin, email, emailVerified, adminEmails: options.adminEmails }),
        }
      : null,
  };
  return { caller, expiresAt: session.session.expiresAt.getTime() };
}

/**
 * Resolves the session cookie into the caller's identity and product user (or nulls). A request
 * without a session cookie is anonymous at once; a resolved cookie is remembered for a few
 * seconds (session-cache.ts).
 */
export function sessionMiddleware(options: { auth: Auth; cache: SessionCache }) {
  const { auth, cache } = options;
  // One resolution per cookie at a time: when a remembered session lapses under load, the
  // requests that arrive meanwhile wait for that one lookup instead of each making their own.
  const resolving = new Map<string, Promise<Caller>>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const cookie = getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX });
    let caller = cookie ? cache.get(cookie) : ANONYMOUS;
    if (!caller && cookie) {
      let pending = resolving.get(cookie);
      if (!pending) {
        const generation = cache.generation();
        pending = resolveCaller({ auth, db: c.var.db, headers: c.req.raw.headers, adminEmails: c.var.config.adminEmails })
          .then(({ caller: resolved, expiresAt }) => {
            cache.set(cookie, resolved, expiresAt, generation);
            return resolved;
          })
          .finally(() => resolving.delete(cookie));
        resolving.set(cookie, pending);
      }
      caller = await pending;
    }
    c.set('identity', caller?.identity ?? null);
    c.set('user', caller?.user ?? null);
    return next();
  });
}
