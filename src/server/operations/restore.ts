import { mkdirSync, openAsBlob, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseTarget, EMBEDDED_EXTENSIONS, openDatabase } from '#server/db/client.ts';
import { acquireEmbeddedLock } from '#server/db/embedded-lock.ts';
import { assertEmptyPostgres, DatabaseToolError, runPostgresTool } from './postgres-tools';
import { rowCounts } from './row-counts';

/** Which engine wrote a backup file: pg_dump's custom format starts "PGDMP", PGlite's gzip 1f 8b. */
async function backupKind(file: string): Promise<DatabaseTarget['kind']> {
  const handle = await open(file);
  const head = Buffer.alloc(5);
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new DatabaseToolError(`${file} is not a backup made by db:backup.`);
}

/**
 * Restores a backup into an empty database of the engine it came from (PostgreSQL: a database
 * without tables; embedded: a folder that does not exist yet or is empty), then opens it as the
 * server would (migrations newer than the backup apply) and returns its row counts. Moving from
 * the embedded database to PostgreSQL is db:move's work, not a restore's.
 */
export async function restoreDatabase(options: { target: DatabaseTarget; file: string }): Promise<Map<string, number>> {
  const { target, file } = options;
  const kind = await backupKind(file);
  if (kind !== target.kind) {
    throw new DatabaseToolError(
      kind === 'pglite'
        ? 'This is a backup of the embedded database; restore it without DATABASE_URL, or use db:move to go to PostgreSQL.'
        : 'This is a PostgreSQL backup; set DATABASE_URL to an empty PostgreSQL database to restore it.',
    );
  }
  if (target.kind === 'postgres') {
    await assertEmptyPostgres(target.url);
    // One transaction: a backup that cannot be restored whole leaves the database empty.
    // --no-comments: an extension created beforehand by its owner refuses our COMMENT ON it.
    await runPostgresTool('pg_restore', target.url, [
      '--no-owner',
      '--no-privileges',
      '--no-comments',
      '--exit-on-error',
      '--single-transaction',
      file,
    ]);
  } else {
    if (!target.dataDir) throw new DatabaseToolError('The embedded database needs a folder to restore into.');
    const dir = path.resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    const lock = await acquireEmbeddedLock(dir, { role: 'restore' });
    try {
      if (readdirSync(dir).length > 0) {
        throw new DatabaseToolError(`${dir} is not empty. Restore into a new DATA_DIR, or move the old database folder away first.`);
      }
      const restored = await PGlite.create(dir, { loadDataDir: await openAsBlob(file), extensions: EMBEDDED_EXTENSIONS });
      await restored.close();
    } finally {
      lock.release();
    }
  }
  const database = await openDatabase(target, { embeddedLock: { role: 'restore' } });
  try {
    return await rowCounts(database.db);
  } finally {
    await database.close();
  }
}
