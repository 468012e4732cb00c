import { Hono } from 'hono';
import { ZAnalyticsEvent } from '#common/schemas/analytics.ts';
import type { AppEnv } from '#server/app-env.ts';
import { visitorKey } from '#server/middleware/client-ip.ts';
import { describe } from '#server/middleware/describe.ts';
import { validate } from '#server/middleware/validate.ts';
import { recordEvent } from './record-event';

const doc = describe('Analytics');

// Not in spec §7: the first-party sink the analytics module uses when no GA4 id is configured.
// Anonymous callers may record (page views happen before sign-in); the user comes from the session.
// Each visitor (user, else address) has a budget of events, so nobody can fill the table.
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/analytics/events',
  doc({ summary: 'Record a product event (first-party analytics)', access: 'anyone', responses: { 204: null } }),
  validate('json', ZAnalyticsEvent),
  async (c) => {
    const userId = c.var.user?.id ?? null;
    await c.var.rateLimits.consume('analytics', visitorKey(c));
    await recordEvent({ db: c.var.db, event: c.req.valid('json'), userId });
    return c.body(null, 204);
  },
);
