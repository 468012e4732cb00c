import { redactPath } from '../../../common/redact-path';
import type { TAnalyticsEvent } from '../../../common/schemas/analytics';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export async function recordEvent(options: { db: Db; event: Required<TAnalyticsEvent>; userId: string | null }) {
  const { db, event, userId } = options;
  await db.insert(analyticsEvents).values({ name: event.name, path: redactPath(event.path), params: event.params, userId });
}
