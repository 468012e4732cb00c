import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SqlExecutor } from '#server/db/client.ts';
import { type JobQueue, type MAIL_RETRY, openJobQueue } from '#server/jobs/job-queue.ts';
import type { Mail } from '#server/mail/mailer.ts';
import { openTestDatabase } from './test-database';

/** A mail as the app queues one. */
export const testMail = (to: string, subject = 'Confirm your address'): Mail => ({ to, subject, text: 'text', html: '<p>html</p>' });

/**
 * For a file of job-queue tests: one test database for the file, and `openQueue`, which opens a
 * process's queue on it as each instance of the app does (no schedules, polling every 0.5 s). Every
 * queue opened stops when its test ends: another test's worker would take its jobs.
 */
export function jobQueueTestBed() {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  const queues: JobQueue[] = [];
  const stopQueues = async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  };
  beforeAll(async () => {
    database = await openTestDatabase(undefined);
  });
  afterEach(stopQueues);
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get database() {
      if (!database) throw new Error('the test database opens before the first test');
      return database;
    },
    /** Opens a queue (`sql` in place of the database's own, if given). */
    async openQueue(options: { sql?: SqlExecutor; logger?: Logger; mailRetry?: typeof MAIL_RETRY } = {}) {
      const { sql, logger, mailRetry } = options;
      const queue = await openJobQueue({
        database: { ...this.database, sql: sql ?? this.database.sql },
        logger: logger ?? pino({ level: 'silent' }),
        schedules: false,
        pollingIntervalSeconds: 0.5,
        ...(mailRetry ? { mailRetry } : {}),
      });
      queues.push(queue);
      return queue;
    },
    /** Stops every queue opened so far, before the test ends. */
    stopQueues,
  };
}
