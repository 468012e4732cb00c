import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { users } from '../db/schema';
import type { Auth } from '../features/auth/auth';
import { isEffectiveAdmin } from '../features/users';

/** Resolves the session cookie into the caller's identity and product user (or nulls). */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      c.set('identity', null);
      c.set('user', null);
      return next();
    }
    const email = session.user.email.toLowerCase();
    const emailVerified = session.user.emailVerified;
    c.set('identity', { authUserId: session.user.id, email, name: session.user.name, emailVerified });
    const [row] = await c.var.db
      .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.authUserId, session.user.id));
    const adminEmails = c.var.config.adminEmails;
    c.set(
      'user',
      row
        ? { id: row.id, email: row.email, isAdmin: isEffectiveAdmin({ storedFlag: row.isAdmin, email, emailVerified, adminEmails }) }
        : null,
    );
    return next();
  });
}
