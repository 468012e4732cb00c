// Throwaway PostgreSQL databases for tests, the e2e web server and benchmarks (outside vitest too: no test-runner imports here).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
 * A new database on the server `adminUrl` names (tests: TEST_DATABASE_URL; benchmarks:
 * BENCH_DATABASE_URL), empty or a copy of `template`: its URL, and `drop`, which removes it again
 * (ending connections still open on it).
 */
export async function createEmptyPostgresDatabase(options: {
  adminUrl: string | undefined;
  prefix: string;
  /** A database to copy (CREATE DATABASE … TEMPLATE): no one may be connected to it. */
  template?: string | undefined;
  /** Its name, chosen beforehand (the e2e runner's, known to its workers); else `prefix` and random hex. */
  name?: string | null;
}): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, prefix, template } = options;
  if (!adminUrl) throw new Error('a PostgreSQL test or benchmark needs the URL of a PostgreSQL server');
  const name = options.name ?? `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  await asAdmin(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
