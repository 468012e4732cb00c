import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.var.logger.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    'request',
  );
});
