import { Hono } from 'hono';
import { ZAnalyticsEvent } from '../../../common/schemas/analytics';
import type { AppEnv } from '../../app-env';
import { validate } from '../../middleware/validate';
import { recordEvent } from './record-event';

// Not in spec §7: the first-party sink the analytics module uses when no GA4 id is configured.
// Anonymous callers may record (page views happen before sign-in); the user comes from the session.
export const analyticsRoutes = new Hono<AppEnv>().post('/analytics/events', validate('json', ZAnalyticsEvent), async (c) => {
  await recordEvent({ db: c.var.db, event: c.req.valid('json'), userId: c.var.user?.id ?? null });
  return c.body(null, 204);
});
