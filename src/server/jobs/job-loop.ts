import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export interface JobLoop {
  /** Looks for jobs now instead of at the end of the pause (a job was just queued here). */
  notify(): void;
  /** Fetches no more; resolves once the jobs being handled are settled. */
  stop(): Promise<void>;
}

/**
 * Works one queue in this process: fetches up to `batchSize` jobs, handles each and records its
 * outcome, then pauses `intervalMs` unless the batch was full. Unlike pg-boss's own `work`, every
 * write is awaited here: pg-boss records a batch's outcome without awaiting it, so a database blip
 * at that moment was an unhandled rejection (the process exits) and one failed job failed its whole
 * batch (mail already sent went out again); and `stop` waits for a fetch under way, so no job is
 * handled after the database closes. A job whose outcome cannot be recorded stays active until it
 * expires, and is then tried again.
 */
export function startJobLoop<T>(options: {
  boss: PgBoss;
  queue: string;
  batchSize: number;
  intervalMs: number;
  logger: Logger;
  /** Does the job's work; a rejection fails the job (pg-boss retries it as its queue says). */
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>;
  /** Told of each failure before it is recorded (for the log). */
  onFailure: (job: PgBoss.JobWithMetadata<T>, err: unknown) => void;
}): JobLoop {
  const { boss, queue, batchSize, intervalMs, logger, handle, onFailure } = options;
  let stopping = false;
  let wake: (() => void) | null = null;

  const record = async (job: PgBoss.JobWithMetadata<T>, write: () => Promise<void>) => {
    try {
      await write();
    } catch (err) {
      logger.warn({ err, queue, jobId: job.id }, 'job queue: could not record the outcome; the job is tried again when it expires');
    }
  };

  const settle = async (job: PgBoss.JobWithMetadata<T>) => {
    try {
      await handle(job);
    } catch (err) {
      onFailure(job, err);
      const message = err instanceof Error ? err.message : String(err);
      return record(job, () => boss.fail(queue, job.id, { message }));
    }
    return record(job, () => boss.complete(queue, job.id));
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const running = (async () => {
    while (!stopping) {
      let jobs: PgBoss.JobWithMetadata<T>[] = [];
      try {
        jobs = await boss.fetch<T>(queue, { batchSize, includeMetadata: true });
      } catch (err) {
        logger.warn({ err, queue }, 'job queue: could not fetch jobs; trying again');
      }
      await Promise.all(jobs.map(settle));
      if (jobs.length < batchSize && !stopping) await pause();
    }
  })();

  return {
    notify: () => wake?.(),
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
