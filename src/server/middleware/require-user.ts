import { createMiddleware } from 'hono/factory';
import type { AppEnv, Identity } from '../app-env';
import { AppError } from '../errors';

type WithIdentity = AppEnv & { Variables: { identity: Identity } };

/** Signed in (an identity), whether or not the product user exists yet. */
export const requireIdentity = createMiddleware<WithIdentity>(async (c, next) => {
  if (!c.var.identity) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await next();
});
