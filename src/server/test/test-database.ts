import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client';

/** Runs one statement as the server's administrator (TEST_DATABASE_URL). */
async function asAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the server `adminUrl` names (tests: TEST_DATABASE_URL; benchmarks:
 * BENCH_DATABASE_URL): its URL, and `drop`, which removes it again (ending connections still open
 * on it).
 */
export async function createEmptyPostgresDatabase(options: {
  adminUrl: string | undefined;
  prefix: string;
}): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, prefix } = options;
  if (!adminUrl) throw new Error('a PostgreSQL test or benchmark needs the URL of a PostgreSQL server');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

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
  const empty = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test' });
  // Dropping the database at the end terminates connections that are still closing; expected.
  const database = await openDatabase({ kind: 'postgres', url: empty.url }, { onQuery, onConnectionError: () => undefined });
  return {
    ...database,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}
