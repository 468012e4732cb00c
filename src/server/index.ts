import '#scripts/require-node.mjs';
import cluster from 'node:cluster';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { RUNS_JOBS_ENV, runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { configuredDatabase, openDatabase } from './db/client';
import { EmbeddedDatabaseLockedError } from './db/embedded-lock';
import { dailyRollup } from './features/insights';
import { answerClusterMetricsRequests, clusterMetricsCollector, createMetrics } from './features/metrics';
import { sweepObjects } from './features/objects';
import { importCatalogueAtStart } from './features/paints';
import { openJobQueue } from './jobs/job-queue';
import { resolveAuthSecret } from './lib/secret';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { PACKAGE_ROOT } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;
const KEEP_ALIVE_MS = 65_000;
// The catalogue ships with the code (data/paints in the package), not with the data directory.
const CATALOGUE_DIR = path.join(PACKAGE_ROOT, 'data', 'paints');

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = configOrExit();
  const logger = createLogger(config);
  if (cluster.isPrimary && config.webConcurrency > 1) {
    // Migrations, the catalogue's first import and the generated secret happen once, here,
    // before any worker starts (several on PostgreSQL only: see config.ts).
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl ?? '' });
    await importCatalogueAtStart({ db: database.db, dir: CATALOGUE_DIR, logger });
    await database.close();
    resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
    answerClusterMetricsRequests();
    runPrimary({ count: config.webConcurrency, logger });
    return;
  }
  await serveApp({ config, logger, runsJobs: cluster.isPrimary || process.env[RUNS_JOBS_ENV] === '1' });
}

/** One server process: the app on the port, and (in one process) the scheduled jobs. */
async function serveApp(options: { config: Config; logger: Logger; runsJobs: boolean }) {
  const { config, logger } = options;
  const database = await openDatabase(configuredDatabase(config), {
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost; the pool will reconnect'),
    embeddedLock: { role: `server on port ${config.port}`, onWait: (message) => logger.warn(message) },
  }).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDatabaseLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await importCatalogueAtStart({ db: database.db, dir: CATALOGUE_DIR, logger });
  const authSecret = resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
  // Mail and the scheduled work go through a queue in the database: every process delivers mail, the
  // one that runs the jobs also schedules the scheduled work (once across instances).
  const jobs = await openJobQueue({ database, logger, schedules: options.runsJobs });
  let draining = false;
  const metrics = createMetrics({ poolUse: database.poolUse, failedMail: () => jobs.failedMail() });
  // A worker's /metrics speaks for the whole instance: its primary sums every worker's.
  const collectMetrics = cluster.isWorker ? clusterMetricsCollector(metrics.registry) : undefined;
  const isDraining = () => draining;
  const { app, objects, rateLimits } = createApp({
    config,
    database,
    mailer: jobs.mailer,
    logger,
    authSecret,
    metrics,
    collectMetrics,
    isDraining,
  });
  const sweep = async () => {
    const removed = await sweepObjects({ store: objects, db: database.db });
    metrics.recordSweep(removed);
    return removed;
  };
  await jobs.work({
    mail: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    scheduled: options.runsJobs
      ? {
          'object-sweep': sweep,
          'rate-limit-cleanup': () => rateLimits.removeExpired(),
          'insights-rollup': () => dailyRollup({ db: database.db }),
        }
      : undefined,
    // Each run is counted in the metrics under its queue's name.
    timed: (job, work) => metrics.timeJob(job, work),
  });

  // Requests still being answered: a client that hung up leaves no connection open, but its
  // handler may still be using the database, which must stay open until it is done.
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const fetch: typeof app.fetch = async (...args) => {
    inFlight += 1;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) idle?.();
    }
  };
  const allAnswered = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)));

  // A proxy keeps idle connections to the app to send the next request on. Node closes an idle one
  // after 5 s, just when HAProxy lets go of its idle ones (pool-purge-delay 5 s): a request sent as
  // the app closes is lost, and the client sees its connection closed (a cluster test at load).
  // Idle connections are kept longer than any proxy keeps them, so the proxy is always the one to close.
  const serverOptions = { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 };
  const server = serve({ fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    logger.info({ url: config.publicUrl, port: info.port, database: database.kind, node: process.version }, 'listening');
  });

  // Drain: answer 'draining' to readiness checks for SHUTDOWN_DELAY_SECONDS while still serving
  // (a proxy stops sending new requests), then stop accepting, let in-flight requests finish, and
  // close the database.
  let jobsStopped: Promise<void> = Promise.resolve();
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    // No new jobs from here; those being worked on finish before the database closes.
    jobsStopped = jobs.stop(SHUTDOWN_GRACE_MS);
    logger.info({ signal, delayMs: config.shutdownDelayMs }, 'draining');
    setTimeout(stopServing, config.shutdownDelayMs);
  };
  // Once no new connection is accepted: the last answers and jobs finish, then the database closes.
  const finish = async () => {
    await allAnswered();
    await jobsStopped;
    await database.close();
    logger.info('stopped');
  };
  const stopServing = () => {
    logger.info('shutting down');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing anyway');
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      finish().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
