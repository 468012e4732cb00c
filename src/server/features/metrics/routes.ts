import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Not in spec §7: Prometheus's scrape target, outside /api by the field's convention. Only for a
 * scraper holding METRICS_TOKEN; without the variable, or with a wrong token, the request goes on
 * as if the route did not exist (to the pages, like any other unknown path).
 */
export function metricsRoutes(options: { token: string | null; contentType: string; collect: () => Promise<string> }) {
  const { token, contentType, collect } = options;
  return new Hono<AppEnv>().get('/metrics', async (c, next) => {
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    if (!token || !given || !sameToken(given, token)) return next();
    return c.body(await collect(), 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}
