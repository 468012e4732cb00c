import { redactPath } from '#common/redact-path.ts';
import type { TAnalyticsEvent } from '#common/schemas/analytics.ts';
import type { Db } from '#server/db/client.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';

export async function recordEvent(options: { db: Db; event: Required<TAnalyticsEvent>; userId: string | null }) {
  const { db, event, userId } = options;
  await db.insert(analyticsEvents).values({ name: event.name, path: redactPath(event.path), params: event.params, userId });
}
