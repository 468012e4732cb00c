import { Hono } from 'hono';
import { ZInsights, ZInsightsQuery, ZRollupRequest, ZRollupResult } from '#common/schemas/insights.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireAdmin } from '#server/middleware/require-admin.ts';
import { validate } from '#server/middleware/validate.ts';
import { readInsights } from './read-insights';
import { rollupDay } from './rollup';

const doc = describe('Admin');

// Issue 30, not in spec §7 (which stores analytics events and never shows them): the Insights tab.
export const insightsRoutes = new Hono<AppEnv>()
  .get(
    '/admin/insights',
    doc({
      summary: 'What painters did in a period, beside the period before',
      description: 'From the daily rollups only. A breakdown row of fewer than 5 people is counted in "Other".',
      access: 'admin',
      responses: { 200: ZInsights },
    }),
    requireAdmin,
    validate('query', ZInsightsQuery),
    async (c) => c.json(await readInsights({ db: c.var.db, ...c.req.valid('query') })),
  )
  // The daily job makes each day after it ends; an admin may make one again now (today, so far).
  .post(
    '/admin/insights/rollups',
    doc({ summary: 'Make one day’s insights again now', access: 'admin', responses: { 200: ZRollupResult } }),
    requireAdmin,
    validate('json', ZRollupRequest),
    async (c) => {
      await c.var.rateLimits.consume('insightRollups', c.var.user.id);
      return c.json(await rollupDay({ db: c.var.db, day: c.req.valid('json').day }));
    },
  );
