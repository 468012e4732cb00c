import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseTarget, EMBEDDED_EXTENSIONS } from '#server/db/client.ts';
import { acquireEmbeddedLock } from '#server/db/embedded-lock.ts';
import { DatabaseToolError, runPostgresTool } from './postgres-tools';

export interface BackupReport {
  file: string;
  bytes: number;
  sha256: string;
}

/** The file name a backup gets when none is given: the engine and the time, sortable. */
export function defaultBackupFile(dir: string, kind: DatabaseTarget['kind'], now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dir, kind === 'postgres' ? `palette-postgres-${stamp}.dump` : `palette-embedded-${stamp}.tar.gz`);
}

/**
 * PGlite's own dump of its folder (a gzipped tar), as it is: opened with the folder's lock held
 * (no server may be running on it) and without migrating, so a backup taken before an upgrade is
 * of the database before it.
 */
async function dumpEmbedded(dataDir: string, out: string): Promise<void> {
  const dir = path.resolve(dataDir);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new DatabaseToolError(`There is no embedded database in ${dir}.`);
  const lock = await acquireEmbeddedLock(dir, { role: 'backup' });
  try {
    const database = await PGlite.create(dir, { extensions: EMBEDDED_EXTENSIONS });
    try {
      writeFileSync(out, Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * One file holding the whole database. PostgreSQL: pg_dump's custom format (one consistent
 * snapshot, taken while the app runs). Embedded: PGlite's dump of its folder. The file appears
 * whole or not at all (written beside, then renamed).
 */
export async function backupDatabase(options: { target: DatabaseTarget; out: string }): Promise<BackupReport> {
  const { target, out } = options;
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  if (target.kind === 'postgres') {
    await runPostgresTool('pg_dump', target.url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`]);
  } else {
    if (!target.dataDir) throw new DatabaseToolError('The embedded database to back up needs its folder.');
    await dumpEmbedded(target.dataDir, partial);
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(partial), hash);
  renameSync(partial, out);
  return { file: out, bytes: statSync(out).size, sha256: hash.digest('hex') };
}
