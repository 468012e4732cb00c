// npm run catalogue:import -- FILE... — CSV or XLSX catalogue files into the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR, which it refuses while a server holds it).
// Prints what changed and every bad row; exits 1 when a row was skipped, 2 when it cannot run.
import '#scripts/require-node.mjs';
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { configuredDatabase, openDatabase } from '#server/db/client.ts';
import { EmbeddedDatabaseLockedError } from '#server/db/embedded-lock.ts';
import { importCatalogue } from './import-catalogue';
import { UnreadableFileError } from './read-table';

async function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    process.stderr.write('usage: npm run catalogue:import -- FILE.csv|FILE.xlsx [FILE...]\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config), {
    embeddedLock: { role: 'catalogue import', onWait: (message) => process.stderr.write(`${message}\n`) },
  });
  try {
    const report = await importCatalogue({ db: database.db, files: files.map((file) => path.resolve(file)) });
    for (const bad of report.badRows) process.stderr.write(`${path.relative(process.cwd(), bad.file)}:${bad.line}: ${bad.message}\n`);
    const line = (label: string, c: typeof report.paints) =>
      `${label}: ${c.inserted} new, ${c.updated} changed, ${c.unchanged} unchanged\n`;
    process.stdout.write(line('pigments', report.pigments) + line('paints', report.paints));
    process.stdout.write(`${report.badRows.length} bad ${report.badRows.length === 1 ? 'row' : 'rows'} skipped\n`);
    process.exitCode = report.badRows.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof UnreadableFileError || error instanceof EmbeddedDatabaseLockedError;
  if (known) process.stderr.write(`${error.message}\n`);
  else console.error(error);
  process.exit(2);
});
