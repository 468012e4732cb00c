import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, SqlExecutor } from '../db/client';
import type { Mail, Mailer } from '../mail/mailer';
import { requestScope } from '../request-scope';
import { type JobLoop, startJobLoop } from './job-loop';

/** pg-boss keeps its tables in their own schema, beside the app's (which db:move copies). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The queues and how each retries. Mail: 8 more attempts, the first 30-60 s after the failure and
 * each wait twice the last (pg-boss's backoff with jitter), so an SMTP outage of 2 to 4 hours loses
 * nothing; then the job stays `failed`, for operators (`npm run jobs:failed`, the
 * `background_jobs_failed` metric). The hourly work is not retried: the next hour's run does the
 * same again, and a failed run is logged and counted (`background_job_runs_total`).
 */
export const MAIL_RETRY: PgBoss.RetryOptions = { retryLimit: 8, retryDelay: 30, retryBackoff: true };
const QUEUES = {
  mail: MAIL_RETRY,
  'object-sweep': { retryLimit: 0 },
  'rate-limit-cleanup': { retryLimit: 0 },
} as const satisfies Record<string, PgBoss.RetryOptions>;
export type QueueName = keyof typeof QUEUES;
type HourlyQueue = Exclude<QueueName, 'mail'>;
const MAIL_BATCH = 20;
/** How soon an hourly job the scheduler sent is taken (it runs at minute 17 or 47, give or take this). */
const HOURLY_POLL_MS = 30_000;

/** A queued mail, and the request that sent it: the worker's log lines about it carry its id. */
interface MailJob {
  mail: Mail;
  requestId?: string;
}

/** Hourly work, at minutes apart from each other; pg-boss's cron sends each once per slot across instances. */
const HOURLY: Record<HourlyQueue, string> = {
  'object-sweep': '17 * * * *',
  'rate-limit-cleanup': '47 * * * *',
};

export interface JobWork {
  /** Sends a queued mail (SMTP, or the console transport). */
  mail: Mailer;
  /** The hourly work; a process that leaves it out only sends and delivers mail. */
  hourly?: Record<HourlyQueue, () => Promise<unknown>>;
  /** Each run of a job, for the metrics: ok or failed, and how long. */
  timed: <T>(job: string, work: () => Promise<T>) => Promise<T>;
}

export interface FailedJob {
  id: string;
  queue: string;
  /** What the job was for, for an operator: a mail's address and subject. */
  about: string | null;
  attempts: number;
  error: string | null;
  failedAt: Date;
}

export interface JobQueue {
  /** Mail goes through the queue: what the app hands this is stored, then sent (and retried). */
  mailer: Mailer;
  /** Starts working the queues in this process (mail, and the hourly work if given). */
  work(work: JobWork): Promise<void>;
  /** Jobs that failed for good, newest first (all of them without `limit`). */
  failed(limit?: number): Promise<FailedJob[]>;
  /** How many mails failed for good and wait for an operator (the metric). */
  failedMail(): Promise<number>;
  /** Queues failed jobs again as new jobs, with their queue's whole retry policy; the failed ones go. */
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
  const { rows: tables } = await sql.executeSql(`select to_regclass($1) is not null as present`, [`${JOBS_SCHEMA}.job`]);
  if (!(tables[0] as { present: boolean } | undefined)?.present) return [];
  const { rows } = await sql.executeSql(
    `select data from ${JOBS_SCHEMA}.job where name = 'mail' and state in ('created', 'retry', 'active') order by created_on`,
    [],
  );
  return (rows as Array<{ data: MailJob }>).map((row) => row.data.mail);
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
 */
export async function openJobQueue(options: {
  database: Database;
  logger: Logger;
  /** Whether this process runs the scheduler (one per instance is enough; several are safe). */
  schedules: boolean;
  pollingIntervalSeconds?: number;
  /** The mail queue's retry policy (tests shorten it); MAIL_RETRY by default. */
  mailRetry?: PgBoss.RetryOptions;
}): Promise<JobQueue> {
  const { database, logger } = options;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: database.sql,
    schema: JOBS_SCHEMA,
    supervise: options.schedules,
    schedule: options.schedules,
    // A delivered mail holds its links: archived after an hour, gone after a day. Failed jobs
    // stay a week for operators.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const policies: Record<string, PgBoss.RetryOptions> = { ...QUEUES, mail: options.mailRetry ?? MAIL_RETRY };
  for (const [name, retry] of Object.entries(policies)) {
    // createQueue keeps an existing queue as it is; updateQueue brings its retry policy up to date.
    await boss.createQueue(name, { name, ...retry });
    await boss.updateQueue(name, { name, ...retry });
  }
  const loops: JobLoop[] = [];
  let mailLoop: JobLoop | null = null;

  const mailer: Mailer = {
    async send(mail: Mail) {
      const job: MailJob = { mail, requestId: requestScope.getStore()?.requestId };
      await boss.send('mail', job);
      mailLoop?.notify();
    },
  };

  type FailedRow = { id: string; name: string; data: object; retry_count: number; output: unknown; completed_on: Date };
  return {
    mailer,
    async work(work) {
      mailLoop = startJobLoop<MailJob>({
        boss,
        queue: 'mail',
        batchSize: MAIL_BATCH,
        intervalMs: pollingIntervalSeconds * 1000,
        logger,
        handle: async ({ data: { mail, requestId } }) => {
          const send = () => work.timed('mail', () => work.mail.send(mail));
          await (requestId ? requestScope.run({ requestId }, send) : send());
        },
        onFailure: (job, err) => {
          const final = job.retryCount >= job.retryLimit;
          const { mail, requestId } = job.data;
          logger.error(
            { err, jobId: job.id, requestId, to: mail.to, subject: mail.subject, attempt: job.retryCount + 1 },
            final ? 'mail could not be sent; it will not be tried again (npm run jobs:failed)' : 'mail could not be sent; it will be tried again',
          );
        },
      });
      loops.push(mailLoop);
      if (!work.hourly) return;
      const { hourly } = work;
      for (const name of Object.keys(HOURLY) as HourlyQueue[]) {
        loops.push(
          startJobLoop({
            boss,
            queue: name,
            batchSize: 1,
            intervalMs: HOURLY_POLL_MS,
            logger,
            handle: async () => {
              const result = await work.timed(name, hourly[name]);
              logger.info({ result }, `${name} done`);
            },
            onFailure: (_job, err) => logger.warn({ err }, `${name} failed; it runs again next hour`),
          }),
        );
        await boss.schedule(name, HOURLY[name]);
      }
    },
    async failed(limit) {
      // limit null: every failed job.
      const { rows } = await database.sql.executeSql(
        `select id, name, data, retry_count, output, completed_on from ${JOBS_SCHEMA}.job
         where state = 'failed' order by completed_on desc limit $1`,
        [limit ?? null],
      );
      return (rows as FailedRow[]).map((row) => ({
        id: row.id,
        queue: row.name,
        about: row.name === 'mail' ? mailAbout(row.data as MailJob) : null,
        attempts: row.retry_count + 1,
        error: errorText(row.output),
        failedAt: new Date(row.completed_on),
      }));
    },
    async failedMail() {
      const { rows } = await database.sql.executeSql(`select count(*)::int as failed from ${JOBS_SCHEMA}.job where name = 'mail' and state = 'failed'`, []);
      return (rows[0] as { failed: number } | undefined)?.failed ?? 0;
    },
    async retry(ids) {
      // Re-sent rather than pg-boss's retry, which keeps the job's completion time: the hourly
      // archiving then took a job failed over an hour ago away before any worker saw it.
      const { rows } = await database.sql.executeSql(`select id, name, data from ${JOBS_SCHEMA}.job where state = 'failed' and id = any($1::uuid[])`, [ids]);
      for (const job of rows as FailedRow[]) {
        await boss.send(job.name, job.data);
        await boss.deleteJob(job.name, job.id);
      }
      mailLoop?.notify();
    },
    async stop(timeoutMs = 10_000) {
      const settled = Promise.all(loops.splice(0).map((loop) => loop.stop()));
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([settled, timeout]);
      mailLoop = null;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
