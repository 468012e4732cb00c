import { type JobResult, type JobWithMetadata, PgBoss, type QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, SqlExecutor } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import { requestScope } from '#server/request-scope.ts';
import { carryPgBoss10Mail, setAsidePgBoss10 } from './from-pg-boss-10';

/** pg-boss keeps its tables in their own schema, beside the app's (which db:move copies). */
export const JOBS_SCHEMA = 'pgboss';

type RetryPolicy = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;

/**
 * The queues and how each retries. Mail: 8 more attempts, the first 30-60 s after the failure and
 * each wait twice the last (pg-boss's backoff with jitter), so an SMTP outage of 2 to 4 hours loses
 * nothing; then it is kept for operators (FAILED_MAIL below). The scheduled work is not retried:
 * the next run does the same again (the daily rollup makes every day not yet made), and a failed
 * run is logged and counted (`background_job_runs_total`).
 */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 8, retryDelay: 30, retryBackoff: true };
const QUEUES = {
  mail: MAIL_RETRY,
  'object-sweep': { retryLimit: 0 },
  'rate-limit-cleanup': { retryLimit: 0 },
  'insights-rollup': { retryLimit: 0 },
} as const satisfies Record<string, RetryPolicy>;
export type QueueName = keyof typeof QUEUES;
type ScheduledQueue = Exclude<QueueName, 'mail'>;

/**
 * How long jobs are kept. pg-boss 12 has no archive: each queue deletes a job `deleteAfterSeconds`
 * after it finished (completed and failed alike), and one still waiting `retentionSeconds` after it
 * became due. So one queue cannot keep sent mail briefly and failed mail long; the mail queue has a
 * dead letter queue instead:
 * - every queue deletes its finished jobs after an hour: a sent mail holds its sign-in and
 *   confirmation links;
 * - a mail that failed every attempt is copied by pg-boss into FAILED_MAIL (the mail queue's
 *   `deadLetter`), which nothing works: it waits there a week for operators (`npm run
 *   jobs:failed`, which can send it again, and the `background_jobs_failed` metric), then is
 *   deleted as a job that waited too long.
 */
const FINISHED_KEPT_SECONDS = 60 * 60;
const FAILED_MAIL = 'failed-mail';
const FAILED_MAIL_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** Every queue the job queue creates, the dead letter queue last (docs/architecture.md names each). */
export const QUEUE_NAMES: readonly string[] = [...Object.keys(QUEUES), FAILED_MAIL];
/**
 * How often the scheduling process deletes what the queues no longer keep: pg-boss's maintenance
 * takes each queue once per `maintenanceIntervalSeconds`, a day unless set. Every five minutes, a
 * sent mail is gone at most 65 minutes after it was sent.
 */
const MAINTENANCE_SECONDS = 5 * 60;

const MAIL_BATCH = 20;
/** How soon a scheduled job the scheduler sent is taken (it runs at its minute, give or take this). */
const SCHEDULED_POLL_SECONDS = 30;

/** A queued mail, and the request that sent it: the worker's log lines about it carry its id. */
interface MailJob {
  mail: Mail;
  requestId?: string;
}

/**
 * Scheduled work, at minutes apart from each other; pg-boss's cron sends each once per slot across
 * instances. Hourly sweeps; the insights of each day once it has ended (UTC), early in the next.
 */
const SCHEDULES: Record<ScheduledQueue, string> = {
  'object-sweep': '17 * * * *',
  'rate-limit-cleanup': '47 * * * *',
  'insights-rollup': '7 1 * * *',
};

export interface JobWork {
  /** Sends a queued mail (SMTP, or the console transport). */
  mail: Mailer;
  /** The scheduled work; a process that leaves it out only sends and delivers mail. */
  scheduled?: Record<ScheduledQueue, () => Promise<unknown>>;
  /** Each run of a job, for the metrics: ok or failed, and how long. */
  timed: <T>(job: string, work: () => Promise<T>) => Promise<T>;
}

export interface FailedJob {
  id: string;
  /** The queue it failed in. */
  queue: string;
  /** What the job was for, for an operator: the mail's address and subject. */
  about: string;
  attempts: number;
  error: string | null;
  failedAt: Date;
}

export interface JobQueue {
  /** Mail goes through the queue: what the app hands this is stored, then sent (and retried). */
  mailer: Mailer;
  /** Starts working the queues in this process (mail, and the scheduled work if given). */
  work(work: JobWork): Promise<void>;
  /** Mail that failed every attempt, newest first (all of it without `limit`). */
  failed(limit?: number): Promise<FailedJob[]>;
  /** How many mails failed for good and wait for an operator (the metric). */
  failedMail(): Promise<number>;
  /** Queues failed mail again as new jobs, with the queue's whole retry policy; the failed ones go. */
  retry(ids: readonly string[]): Promise<void>;
  /** Stops fetching and waits for the jobs being worked on (at most `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Mail a queue holds but has not sent (waiting, waiting for a retry, or taken by a process that
 * stopped), oldest first: what a move to another database carries over. None where the queue's
 * tables were never made.
 */
export async function unsentMail(sql: SqlExecutor): Promise<Mail[]> {
  const [table] = resultRows<{ present: boolean }>(
    await sql.executeSql(`select to_regclass($1) is not null as present`, [`${JOBS_SCHEMA}.job`]),
  );
  if (!table?.present) return [];
  const rows = resultRows<{ data: MailJob }>(
    await sql.executeSql(
      `select data from ${JOBS_SCHEMA}.job where name = 'mail' and state in ('created', 'retry', 'active') order by created_on`,
      [],
    ),
  );
  return rows.map((row) => row.data.mail);
}

const mailAbout = ({ mail }: MailJob) => `to ${mail.to}: ${mail.subject}`;

function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output);
}

/**
 * The app's background work, in a queue kept in the database (pg-boss; on the embedded database
 * too, through its one connection): it survives restarts, retries with backoff, and each job is
 * worked once, whichever instance takes it. `pollingIntervalSeconds` is how soon another
 * instance's job is seen; one sent by this process is fetched at once.
 *
 * The queues are worked by pg-boss's own `work`. With pg-boss 10 our own loop worked them
 * (docs/decisions/023): 10's `work` did not await writing a batch's outcome (a database blip then
 * ended the process) and failed a whole batch for one failed job, and its `stop` did not wait for a
 * fetch under way. pg-boss 12's awaits every write: a batch it cannot record as done is failed
 * instead (tried again after the retry delay), and one it cannot record at all is an `error` event,
 * its jobs tried again when they expire. With `perJobResults` it settles each job of a batch on its
 * own, and its `stop` waits for a fetch under way and the jobs it brought. job-worker.test.ts holds
 * those cases.
 */
export async function openJobQueue(options: {
  database: Database;
  logger: Logger;
  /** Whether this process runs the scheduler (one per instance is enough; several are safe). */
  schedules: boolean;
  pollingIntervalSeconds?: number;
  /** The mail queue's retry policy (tests shorten it); MAIL_RETRY by default. */
  mailRetry?: RetryPolicy;
}): Promise<JobQueue> {
  const { database, logger } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await setAsidePgBoss10(database.sql, JOBS_SCHEMA);
  const boss = new PgBoss({
    db: database.sql,
    backend: database.kind,
    schema: JOBS_SCHEMA,
    supervise: options.schedules,
    schedule: options.schedules,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', ({ message, data }) => logger.warn({ data }, `job queue: ${message}`));
  // Tried again after 1 s, then 2 s: processes starting together on tables just set aside can
  // collide installing pg-boss's own (PostgreSQL: a duplicate schema), and the later ones then find
  // them installed.
  await boss.start({ attempts: 3 });
  // createQueue keeps an existing queue as it is; updateQueue brings its settings up to date. The
  // dead letter queue first: the mail queue names it.
  await boss.createQueue(FAILED_MAIL, { retentionSeconds: FAILED_MAIL_KEPT_SECONDS });
  await boss.updateQueue(FAILED_MAIL, { retentionSeconds: FAILED_MAIL_KEPT_SECONDS });
  const policies: Record<QueueName, RetryPolicy> = { ...QUEUES, mail: options.mailRetry ?? MAIL_RETRY };
  for (const [name, retry] of Object.entries(policies)) {
    const settings = { ...retry, deleteAfterSeconds: FINISHED_KEPT_SECONDS, ...(name === 'mail' ? { deadLetter: FAILED_MAIL } : {}) };
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }
  await carryPgBoss10Mail({ sql: database.sql, schema: JOBS_SCHEMA, insert: (jobs) => boss.insert('mail', jobs), logger });
  /** The id of this process's mail worker, woken when this process queues a mail. */
  let mailWorker: string | null = null;

  const mailer: Mailer = {
    async send(mail: Mail) {
      const job: MailJob = { mail, requestId: requestScope.getStore()?.requestId };
      await boss.send('mail', job);
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
  };

  type FailedRow = { id: string; data: MailJob; source_name: string; source_retry_count: number; source_output: unknown; created_on: Date };
  return {
    mailer,
    async work(work) {
      // Sends each mail of a batch under its request's id; one that fails fails alone.
      const sendMail = async (job: JobWithMetadata<MailJob>): Promise<JobResult> => {
        const { mail, requestId } = job.data;
        const send = () => work.timed('mail', () => work.mail.send(mail));
        try {
          await (requestId ? requestScope.run({ requestId }, send) : send());
          return { id: job.id, status: 'completed' };
        } catch (err) {
          const final = job.retryCount >= job.retryLimit;
          logger.error(
            { err, jobId: job.id, requestId, to: mail.to, subject: mail.subject, attempt: job.retryCount + 1 },
            final
              ? 'mail could not be sent; it will not be tried again (npm run jobs:failed)'
              : 'mail could not be sent; it will be tried again',
          );
          return { id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } };
        }
      };
      mailWorker = await boss.work(
        'mail',
        { batchSize: MAIL_BATCH, pollingIntervalSeconds, includeMetadata: true, perJobResults: true },
        (jobs: JobWithMetadata<MailJob>[]) => Promise.all(jobs.map(sendMail)),
      );
      if (!work.scheduled) return;
      const { scheduled } = work;
      for (const name of Object.keys(SCHEDULES) as ScheduledQueue[]) {
        await boss.work(name, { pollingIntervalSeconds: SCHEDULED_POLL_SECONDS }, async () => {
          try {
            const result = await work.timed(name, scheduled[name]);
            logger.info({ result }, `${name} done`);
          } catch (err) {
            logger.warn({ err }, `${name} failed; it runs again at its next time`);
            throw err;
          }
        });
        await boss.schedule(name, SCHEDULES[name]);
      }
    },
    async failed(limit) {
      // limit null: every failed mail.
      const rows = resultRows<FailedRow>(
        await database.sql.executeSql(
          `select id, data, source_name, source_retry_count, source_output, created_on from ${JOBS_SCHEMA}.job
           where name = $1 order by created_on desc limit $2`,
          [FAILED_MAIL, limit ?? null],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        queue: row.source_name,
        about: mailAbout(row.data),
        attempts: row.source_retry_count + 1,
        error: errorText(row.source_output),
        failedAt: new Date(row.created_on),
      }));
    },
    async failedMail() {
      const [row] = resultRows<{ failed: number }>(
        await database.sql.executeSql(`select count(*)::int as failed from ${JOBS_SCHEMA}.job where name = $1`, [FAILED_MAIL]),
      );
      return row?.failed ?? 0;
    },
    async retry(ids) {
      // pg-boss's redrive: each becomes a new job in the mail queue, with its whole retry policy.
      await boss.redrive(FAILED_MAIL, { ids: [...ids] });
      if (mailWorker) boss.notifyWorker(mailWorker);
    },
    async stop(timeoutMs = 10_000) {
      mailWorker = null;
      // The database is the app's: pg-boss leaves it open.
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
}
