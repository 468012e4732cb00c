import pino, { type Logger } from 'pino';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { openJobQueue } from '#server/jobs/job-queue.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { closeWhenFileEnds } from './open-databases';
import { createOutbox } from './outbox';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export const ADMIN_EMAIL = 'admin@example.com';
const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0';

/**
 * One app on a fresh database per test file, configured like production except for the test's
 * overrides (environment variable names, as an operator would set them). Given `database`, the app
 * runs on that one instead (the caller opens and closes it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => number; logger?: Logger; database?: Database } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    // Tests change rows behind the app's back (makeAdmin...): remembered sessions would hide that.
    // The cache's own tests turn it on (middleware/session-cache.test.ts).
    SESSION_CACHE_SECONDS: '0',
    ...env,
  });
  const queries = { count: 0 };
  const database = options.database
    ? { ...options.database, dispose: async () => undefined }
    : await openTestDatabase(() => {
        queries.count += 1;
      });
  const logger = options.logger ?? pino({ level: 'silent' });
  const outbox = createOutbox();
  // Mail goes through the job queue, as in production; the outbox sees what its worker sends.
  const jobs = await openJobQueue({ database, logger, schedules: false, pollingIntervalSeconds: 0.5 });
  await jobs.work({
    mail: outbox.recording(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger })),
    timed: (_job, work) => work(),
  });
  const deps = { config, database, mailer: jobs.mailer, logger, authSecret: TEST_AUTH_SECRET };
  const { app, auth } = createApp({ ...deps, now: options.now });
  closeWhenFileEnds(async () => {
    await jobs.stop();
    await database.dispose();
  });
  /** A second instance of the app on the same database, as behind a load balancer. */
  const sibling = (siblingOptions: { now?: () => number; isDraining?: () => boolean } = {}) =>
    createApp({ ...deps, ...siblingOptions }).app;
  return { app, auth, db: database.db, config, queries, outbox, sibling, jobs };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
