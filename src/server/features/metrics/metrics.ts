import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '#server/db/client.ts';

/** How long a scrape waits for the failed-mail count before it leaves the figure out. */
const FAILED_MAIL_WAIT_MS = 1_000;
/** Latency buckets (seconds) around the API's figures: most answers take 1–20 ms (decision 016). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics, in a registry of its own (several apps share a process in
 * tests). Route labels are patterns (`/api/palettes/:id`), never paths, so their number is bounded.
 */
export function createMetrics(options: {
  poolUse: (() => PoolUse) | null;
  /** Mail that failed for good (read from the database at each scrape). */
  failedMail?: () => Promise<number>;
}) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const { poolUse } = options;
  if (poolUse) {
    const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolUse()));
        },
      });
    gauge('db_pool_connections', 'Connections the database pool holds open.', (use) => use.total);
    gauge('db_pool_idle_connections', 'Open connections the database pool is not using.', (use) => use.idle);
    gauge('db_pool_waiting_requests', 'Queries waiting for a connection from the database pool.', (use) => use.waiting);
  }
  const jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Runs of background jobs, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'background_job_duration_seconds',
    help: 'Time a background job run took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers: [registry],
  });
  const { failedMail } = options;
  if (failedMail) {
    new Gauge({
      name: 'background_jobs_failed',
      help: 'Mail that failed every attempt and waits for an operator (npm run jobs:failed), by queue.',
      labelNames: ['queue'] as const,
      registers: [registry],
      // Every worker of an instance reads the same database: the instance's figure is any one's.
      aggregator: 'max',
      async collect() {
        this.reset();
        // No figure rather than a slow or failed scrape while the database cannot be reached (a
        // cluster worker's primary gives up on a worker after 5 s).
        const failed = await Promise.race([
          failedMail().catch(() => null),
          new Promise<null>((resolve) => setTimeout(resolve, FAILED_MAIL_WAIT_MS, null).unref()),
        ]);
        if (failed !== null) this.set({ queue: 'mail' }, failed);
      },
    });
  }
  const swept = new Counter({
    name: 'object_sweep_removed_total',
    help: 'Objects the upload sweep removed, by kind (pending uploads, multipart uploads, avatars).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  return {
    registry,
    observeRequest(request: { method: string; route: string; status: number; seconds: number }) {
      const labels = { method: request.method, route: request.route, status: String(request.status) };
      requests.inc(labels);
      latency.observe(labels, request.seconds);
    },
    /** Runs `work` as one run of `job`, counting its outcome and timing it; a failure is rethrown. */
    async timeJob<T>(job: string, work: () => Promise<T>): Promise<T> {
      const end = jobDuration.startTimer({ job });
      try {
        const result = await work();
        jobRuns.inc({ job, outcome: 'ok' });
        return result;
      } catch (error) {
        jobRuns.inc({ job, outcome: 'failed' });
        throw error;
      } finally {
        end();
      }
    },
    recordSweep(removed: Record<string, number>) {
      for (const [kind, count] of Object.entries(removed)) swept.inc({ kind }, count);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
