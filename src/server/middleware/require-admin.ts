import { createMiddleware } from 'hono/factory';
import type { AppEnv, Identity, SessionUser } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';

type WithAdmin = AppEnv & { Variables: { identity: Identity; user: SessionUser } };

/** Every /api/admin route: 401 when signed out, 403 for anyone who is not an admin (spec §6, issue 6). */
export const requireAdmin = createMiddleware<WithAdmin>(async (c, next) => {
  if (!c.var.identity) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  if (!c.var.user?.isAdmin) throw new AppError('FORBIDDEN', 'Only admins may do this.');
  await next();
});
