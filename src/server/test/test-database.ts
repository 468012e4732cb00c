import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '#server/db/client.ts';
import { createEmptyPostgresDatabase } from './postgres-database';

declare module 'vitest' {
  /** The run's migrated database (test-database-setup.ts): PGlite's snapshot file, PostgreSQL's template database. */
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file, copied from the run's (test-database-setup.ts):
 * in-memory PGlite loaded from the migrated snapshot, or (TEST_DB=postgres) a new database on the
 * server named by TEST_DATABASE_URL made from the template database, dropped again by `dispose`.
 * Without them (a project with no such set-up) it migrates an empty one.
 */
export async function openTestDatabase(onQuery: DatabaseOptions['onQuery']): Promise<Database & { dispose(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const file = inject('pgliteSnapshot');
    const snapshot = file ? new Blob([await readFile(file)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: null, ...(snapshot ? { snapshot } : {}) }, { onQuery });
    return { ...database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase({
    adminUrl: process.env.TEST_DATABASE_URL,
    prefix: 'test',
    template: inject('postgresTemplate'),
  });
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
