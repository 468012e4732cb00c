import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** Set in the environment of the one worker that schedules and runs the scheduled jobs (every worker sends mail). */
export const RUNS_JOBS_ENV = 'PALETTE_RUNS_SCHEDULED_JOBS';
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of WEB_CONCURRENCY > 1: forks `count` workers of this same script, which
 * share the port (the primary hands connections round-robin). Workers keep nothing another would
 * miss (sessions, rate limits and locks live in the database), so any of them may answer anyone.
 * One worker schedules and runs the scheduled jobs; a worker that dies is replaced in its role. SIGTERM or SIGINT
 * drains every worker, then the primary exits.
 */
export function runPrimary(options: { count: number; logger: Logger }): void {
  const { count, logger } = options;
  let stopping = false;
  let exitCode = 0;
  const fork = (runsJobs: boolean) => {
    const worker = cluster.fork(runsJobs ? { [RUNS_JOBS_ENV]: '1' } : {});
    worker.once('exit', (code, signal) => onExit(worker, runsJobs, code, signal));
  };
  const onExit = (worker: Worker, runsJobs: boolean, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code) exitCode = code;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(() => fork(runsJobs), RESTART_DELAY_MS).unref();
  };
  for (let i = 0; i < count; i += 1) fork(i === 0);
  logger.info({ workers: count }, 'primary started');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
