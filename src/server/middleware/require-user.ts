import { createMiddleware } from 'hono/factory';
import type { AppEnv, Identity, SessionUser } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';

type WithIdentity = AppEnv & { Variables: { identity: Identity } };
type WithUser = WithIdentity & { Variables: { user: SessionUser } };

/** Signed in (an identity), whether or not the product user exists yet. */
export const requireIdentity = createMiddleware<WithIdentity>(async (c, next) => {
  if (!c.var.identity) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await next();
});

/** Signed in with a product user record (every signed-in person has one; see decision 001). */
export const requireUser = createMiddleware<WithUser>(async (c, next) => {
  if (!c.var.identity) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  if (!c.var.user) throw new AppError('FORBIDDEN', 'Your account is not set up yet.');
  await next();
});
