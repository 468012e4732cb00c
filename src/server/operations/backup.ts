import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { runPostgresTool } from './postgres-tools';

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
 * One file holding the whole database. PostgreSQL: pg_dump's custom format (one consistent
 * snapshot, taken while the app runs). Embedded: PGlite's own dump of its data folder (a gzipped
 * tar), taken with the folder's lock held, so no server may be running on it. The file appears
 * whole or not at all (written beside, then renamed).
 */
export async function backupDatabase(options: { target: DatabaseTarget; out: string }): Promise<BackupReport> {
  const { target, out } = options;
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  if (target.kind === 'postgres') {
    await runPostgresTool('pg_dump', target.url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`]);
  } else {
    const database = await openDatabase(target, { embeddedLock: { role: 'backup' } });
    try {
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('the embedded database did not dump its folder');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  renameSync(partial, out);
  const content = await readFile(out);
  return { file: out, bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}
