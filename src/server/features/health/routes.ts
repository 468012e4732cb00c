import { type Context, Hono } from 'hono';
import { ZLiveness, ZReadiness } from '#common/schemas/health.ts';
import type { AppEnv } from '#server/app-env.ts';
import { pingDatabase } from '#server/db/client.ts';
import { describe } from '#server/middleware/describe.ts';

const doc = describe('Operations');

interface HealthOptions {
  isDraining: () => boolean;
  databaseKind: string;
}

/**
 * Not in spec §7: for load balancers, orchestrators and operators.
 * - `/health/live`: the process answers (restart it when this fails). Stays 200 while draining.
 * - `/health/ready` (and `/health`, its older name): send it traffic. 503 while draining, so the
 *   proxy stops sending new requests before the process exits, and while the database cannot be
 *   reached.
 */
export function healthRoutes(options: HealthOptions) {
  return new Hono<AppEnv>()
    .get(
      '/health/live',
      doc({ summary: 'Liveness: the process answers (200 while draining too)', access: 'anyone', responses: { 200: ZLiveness } }),
      (c) => c.json({ status: 'ok' }),
    )
    .get(
      '/health/ready',
      doc({ summary: 'Readiness: send this instance traffic', access: 'anyone', responses: { 200: ZReadiness, 503: ZReadiness } }),
      (c) => readiness(c, options),
    )
    .get(
      '/health',
      doc({ summary: 'Readiness (older name of /health/ready)', access: 'anyone', responses: { 200: ZReadiness, 503: ZReadiness } }),
      (c) => readiness(c, options),
    );
}

async function readiness(c: Context<AppEnv>, options: HealthOptions) {
  if (options.isDraining()) return c.json({ status: 'draining', database: 'unknown' }, 503);
  try {
    await pingDatabase(c.var.db);
    return c.json({ status: 'ok', database: 'ok', databaseKind: options.databaseKind });
  } catch (err) {
    c.var.logger.error({ err }, 'health check: database unreachable');
    return c.json({ status: 'error', database: 'unreachable', databaseKind: options.databaseKind }, 503);
  }
}
