import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { EmbeddedDatabaseLockedError } from './db/embedded-lock';
import { importCatalogueAtStart } from './features/paints';
import { sweepObjects } from './features/objects';
import { scheduleHourly } from './lib/hourly-job';
import { resolveAuthSecret } from './lib/secret';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';

const SHUTDOWN_GRACE_MS = 10_000;
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    {
      onConnectionError: (err) => logger.warn({ err }, 'database connection lost; the pool will reconnect'),
      embeddedLock: { role: `server on port ${config.port}`, onWait: (message) => logger.warn(message) },
    },
  ).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDatabaseLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  // The catalogue ships with the code (data/paints in the package), not with the data directory.
  await importCatalogueAtStart({ db: database.db, dir: path.join(PACKAGE_ROOT, 'data', 'paints'), logger });
  const authSecret = resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  let draining = false;
  const { app, objects, rateLimits } = createApp({ config, database, mailer, logger, authSecret, isDraining: () => draining });
  const jobs = [
    scheduleHourly({ name: 'object sweep', logger, work: () => sweepObjects({ store: objects, db: database.db }) }),
    scheduleHourly({ name: 'expired rate-limit counters removal', logger, work: () => rateLimits.removeExpired() }),
  ];

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: config.publicUrl, port: info.port, database: database.kind }, 'listening');
  });

  // Drain: stop accepting, let in-flight requests finish, then close the database.
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    for (const job of jobs) job.stop();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing anyway');
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
