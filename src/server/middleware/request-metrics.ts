import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/app-env.ts';
import type { Metrics } from '#server/features/metrics/index.ts';
import { pageRequestIdOf } from './request-id';

/**
 * Counts and times every answer under the pattern of the route that gave it (`/api/palettes/:id`;
 * unknown paths fall to the catch-all's pattern), so the metrics' label values stay few.
 */
export function requestMetrics(metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A page's first reads, answered in process, are part of the page's request.
    if (pageRequestIdOf(c)) return next();
    const started = performance.now();
    await next();
    metrics.observeRequest({
      method: c.req.method,
      route: routePath(c) || 'unmatched',
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  });
}
