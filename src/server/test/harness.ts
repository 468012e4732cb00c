import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { createOutbox } from './outbox';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

// Apps may be created inside a test (to try another configuration), where afterAll would be
// registered too late; so every database opened by this file is closed by one file-level hook.
const openDatabases: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(openDatabases.splice(0).map((dispose) => dispose()));
});
export const ADMIN_EMAIL = 'admin@example.com';

/**
 * One app on a fresh database per test file, configured like production except for the test's
 * overrides (environment variable names, as an operator would set them).
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const queries = { count: 0 };
  const database = await openTestDatabase(() => {
    queries.count += 1;
  });
  const logger = pino({ level: 'silent' });
  const outbox = createOutbox();
  const mailer = outbox.recording(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }));
  const { app } = createApp({ config, database, mailer, logger, authSecret: 'test-secret-test-secret-test-secret-0' });
  openDatabases.push(() => database.dispose());
  return { app, db: database.db, config, queries, outbox };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
