import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { pingDatabase } from '../../db/client';

// Not in spec §7: for load balancers and operators. 503 while the database cannot be reached.
export function healthRoutes(options: { isDraining: () => boolean; databaseKind: string }) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    if (options.isDraining()) return c.json({ status: 'draining', database: 'unknown' }, 503);
    try {
      await pingDatabase(c.var.db);
      return c.json({ status: 'ok', database: 'ok', databaseKind: options.databaseKind });
    } catch (err) {
      c.var.logger.error({ err }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'unreachable', databaseKind: options.databaseKind }, 503);
    }
  });
}
