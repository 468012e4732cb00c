// The database's operator commands (README: "Backups" and "Outgrowing one machine"):
//   npm run db:backup [-- --out FILE]      the configured database into one file
//   npm run db:restore -- FILE             a backup into the configured, empty database
//   npm run db:move -- --to postgres://…   the embedded database (and local uploads, to S3 when the
//                                          S3_* variables are set) into an empty PostgreSQL database
//   npm run jobs:failed [-- --retry ID… | --retry-all]
//                                          background jobs (mail) that failed every attempt; sends
//                                          the ones named (or all) again
// Exits 0 when done and checked, 1 when the work failed, 2 when it cannot run as asked.
import '#scripts/require-node.mjs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '#server/config.ts';
import { configuredDatabase, openDatabase } from '#server/db/client.ts';
import { EmbeddedDatabaseLockedError } from '#server/db/embedded-lock.ts';
import { createObjectStore } from '#server/features/objects/index.ts';
import { openJobQueue } from '#server/jobs/job-queue.ts';
import { resolveAuthSecret } from '#server/lib/secret.ts';
import { createLogger } from '#server/logger.ts';
import { backupDatabase, defaultBackupFile } from './backup';
import { carryUnsentMail } from './carry-unsent-mail';
import { moveToPostgres } from './move-to-postgres';
import { DatabaseToolError } from './postgres-tools';
import { restoreDatabase } from './restore';

const USAGE = 'usage: db backup [--out FILE] | db restore FILE | db move --to postgres://… | db failed-jobs [--retry ID… | --retry-all]';

class UsageError extends Error {}

/** A path as the operator typed it: npm runs scripts in the package's folder, not theirs. */
const fromCallersFolder = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const out = (line: string) => process.stdout.write(`${line}\n`);

function printCounts(counts: Map<string, number>) {
  for (const [table, rows] of counts) out(`  ${table.padEnd(40)} ${String(rows).padStart(9)}`);
}

async function backup(config: Config, args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const target = configuredDatabase(config);
  const file = values.out
    ? fromCallersFolder(values.out)
    : path.resolve(defaultBackupFile(path.join(config.dataDir, 'backups'), target.kind));
  const report = await backupDatabase({ target, out: file });
  out(`backup written: ${report.file}`);
  out(`  ${report.bytes} bytes, sha256 ${report.sha256}`);
}

async function restore(config: Config, args: string[]) {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  const counts = await restoreDatabase({ target: configuredDatabase(config), file: fromCallersFolder(file) });
  out(`restored ${fromCallersFolder(file)}; rows per table:`);
  printCounts(counts);
}

async function move(config: Config, args: string[]) {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new UsageError(`${USAGE}\n--to must be a postgres:// URL`);
  if (config.databaseUrl)
    throw new UsageError('db:move copies the embedded database under DATA_DIR: unset DATABASE_URL (the target is --to).');
  const authSecret = resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
  const objects =
    config.objectStorage.kind === 's3'
      ? {
          from: createObjectStore({
            config: { ...config, objectStorage: { kind: 'local', dir: path.join(config.dataDir, 'uploads') } },
            authSecret,
          }),
          to: createObjectStore({ config, authSecret }),
        }
      : null;
  const source = await openDatabase(configuredDatabase(config), { embeddedLock: { role: 'db:move' } });
  try {
    const report = await moveToPostgres({ source: source.db, targetUrl: values.to, objects, progress: out });
    out('moved; rows per table, the same in the source and the target:');
    printCounts(report.tables);
    // After the commit: the queue's tables on the target would make a re-run refuse it as not empty.
    const mail = await carryUnsentMail({ source, targetUrl: values.to, logger: createLogger(config) }).catch((err: unknown) => {
      throw new DatabaseToolError(
        `The data moved and was checked, but the mail not sent yet could not be queued on the target (${err instanceof Error ? err.message : String(err)}); it is still in the embedded database under DATA_DIR.`,
      );
    });
    if (mail > 0) out(`mail: ${mail} message(s) not sent yet, queued on the target; the app there sends them.`);
    out(
      report.objects
        ? `uploads: ${report.objects.copied} objects in the S3 bucket, each checked by SHA-256.`
        : `uploads: left in ${path.join(config.dataDir, 'uploads')} (no S3_* variables); keep DATA_DIR for the app on PostgreSQL.`,
    );
    out('Start the app with DATABASE_URL set to the target. Sessions were copied: they stay valid with the same AUTH_SECRET');
    out(`(${config.authSecret ? 'AUTH_SECRET' : path.join(config.dataDir, 'auth-secret')}); with another secret everyone signs in again.`);
  } finally {
    await source.close();
  }
}

async function failedJobs(config: Config, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { retry: { type: 'boolean' }, 'retry-all': { type: 'boolean' } },
  });
  if (positionals.length > 0 && !values.retry) throw new UsageError(USAGE);
  if (values.retry && positionals.length === 0)
    throw new UsageError(`${USAGE}\n--retry needs the ids of the jobs (npm run jobs:failed lists them)`);
  const database = await openDatabase(configuredDatabase(config), { embeddedLock: { role: 'jobs:failed' } });
  try {
    const jobs = await openJobQueue({ database, logger: createLogger(config), schedules: false });
    try {
      const failed = await jobs.failed();
      const retry = values['retry-all'] ? failed.map((job) => job.id) : positionals;
      const unknown = retry.filter((id) => !failed.some((job) => job.id === id));
      if (unknown.length > 0) throw new UsageError(`not a failed job: ${unknown.join(', ')}`);
      if (retry.length > 0) {
        await jobs.retry(retry);
        out(`queued again: ${retry.length} job(s), each with its queue's retries; a running server sends them.`);
        return;
      }
      if (failed.length === 0) out('no failed jobs.');
      for (const job of failed) {
        out(`${job.id}  ${job.queue}  failed ${job.failedAt.toISOString()} after ${job.attempts} attempt(s)`);
        out(`  ${job.about}`);
        out(`  error: ${job.error ?? 'unknown'}`);
      }
    } finally {
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
}

const COMMANDS: Record<string, (config: Config, args: string[]) => Promise<void>> = { backup, restore, move, 'failed-jobs': failedJobs };

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  await command(loadConfig(), args);
}

main().catch((error: unknown) => {
  const cannotRun = error instanceof UsageError || error instanceof ConfigError || error instanceof EmbeddedDatabaseLockedError;
  if (cannotRun || error instanceof DatabaseToolError) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(cannotRun ? 2 : 1);
});
