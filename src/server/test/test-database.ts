import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the server named by TEST_DATABASE_URL, dropped again by `dispose`.
 */
export async function openTestDatabase(
  onQuery: DatabaseOptions['onQuery'],
): Promise<Database & { dispose(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, { onQuery });
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates connections that are still closing; expected.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() }, { onQuery, onConnectionError: () => undefined });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
