// The database's operator commands (README: "Backups" and "Outgrowing one machine"):
//   npm run db:backup [-- --out FILE]      the configured database into one file
//   npm run db:restore -- FILE             a backup into the configured, empty database
//   npm run db:move -- --to postgres://…   the embedded database (and local uploads, to S3 when the
//                                          S3_* variables are set) into an empty PostgreSQL database
// Exits 0 when done and checked, 1 when the work failed, 2 when it cannot run as asked.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config';
import { configuredDatabase, openDatabase } from '../db/client';
import { EmbeddedDatabaseLockedError } from '../db/embedded-lock';
import { createObjectStore } from '../features/objects';
import { resolveAuthSecret } from '../lib/secret';
import { backupDatabase, defaultBackupFile } from './backup';
import { moveToPostgres } from './move-to-postgres';
import { DatabaseToolError } from './postgres-tools';
import { restoreDatabase } from './restore';

const USAGE = 'usage: db backup [--out FILE] | db restore FILE | db move --to postgres://…';

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
  const file = values.out ? fromCallersFolder(values.out) : path.resolve(defaultBackupFile(path.join(config.dataDir, 'backups'), target.kind));
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
  if (config.databaseUrl) throw new UsageError('db:move copies the embedded database under DATA_DIR: unset DATABASE_URL (the target is --to).');
  const authSecret = resolveAuthSecret({ configured: config.authSecret, dataDir: config.dataDir });
  const objects =
    config.objectStorage.kind === 's3'
      ? {
          from: createObjectStore({ config: { ...config, objectStorage: { kind: 'local', dir: path.join(config.dataDir, 'uploads') } }, authSecret }),
          to: createObjectStore({ config, authSecret }),
        }
      : null;
  const source = await openDatabase(configuredDatabase(config), { embeddedLock: { role: 'db:move' } });
  try {
    const report = await moveToPostgres({ source: source.db, targetUrl: values.to, objects, progress: out });
    out('moved; rows per table, the same in the source and the target:');
    printCounts(report.tables);
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

const COMMANDS: Record<string, (config: Config, args: string[]) => Promise<void>> = { backup, restore, move };

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
