import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '#server/config.ts';
import { PACKAGE_ROOT } from '#server/paths.ts';
import { acquireEmbeddedLock, type EmbeddedLockOptions } from './embedded-lock';
import { yieldBeforeEachStatement } from './embedded-yield';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of both drivers: services are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What the connection pool holds at this moment. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** Plain SQL for a library that brings its own (the job queue): outside drizzle, so never counted as the app's queries. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /** Reads the pool's connections (PostgreSQL); the embedded database has no pool. */
  poolUse: (() => PoolUse) | null;
  /** The embedded database as a snapshot another can start from (`snapshot` above); null on PostgreSQL. */
  snapshot: (() => Promise<Blob>) | null;
  /**
   * The embedded database's notifications (NOTIFY) on `channel`, told to `onPayload` as the
   * statement that sent them commits, before the statement's own caller goes on; null on
   * PostgreSQL, where a notification reaches another connection a moment after its commit.
   */
  listen: ((channel: string, onPayload: (payload: string) => void) => Promise<void>) | null;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'src', 'server', 'db', 'migrations');

// Any fixed number works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK_KEY = 724_311_905;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `snapshot`: an in-memory database starts as a copy of one (PGlite's dumpDataDir), e.g. an already migrated one. */
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob };

/** The database the configuration names: DATABASE_URL, else the embedded one under DATA_DIR. */
export function configuredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}

export interface DatabaseOptions {
  /** Called for every statement the app sends (tests count them to catch N+1 queries). */
  onQuery?: (query: string) => void;
  /**
   * A pooled connection failed outside any query (server restart, terminated backend). The pool
   * drops it and opens another; without a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
  /** Embedded database in a folder: who opens it (named to a second process, which is refused). */
  embeddedLock?: EmbeddedLockOptions;
}

/** Opens the database and applies pending migrations before anything else may use it. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  const { onQuery, onConnectionError = () => undefined } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (target.kind === 'postgres') {
    const pool = createPostgresPool({ url: target.url, onConnectionError });
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger });
    // Several instances may start together: the advisory lock lets one migrate while the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return {
      db: db as unknown as Db,
      sql: { executeSql: (text, values) => pool.query(text, values) },
      kind: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      snapshot: null,
      listen: null,
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // One process per folder: a second one would keep its own copy and lose writes (embedded-lock.ts).
  const lock = target.dataDir ? await acquireEmbeddedLock(target.dataDir, options.embeddedLock) : null;
  const pgliteOptions = { extensions: EMBEDDED_EXTENSIONS, ...(target.snapshot ? { loadDataDir: target.snapshot } : {}) };
  const client = yieldBeforeEachStatement(
    target.dataDir ? new PGlite(path.resolve(target.dataDir), pgliteOptions) : new PGlite(pgliteOptions),
  );
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    sql: {
      // Parameters need the extended protocol (one statement); a script of several runs as one exec,
      // with every statement's rows, as node-postgres gives them: the job queue reads the rows of a
      // statement inside its own BEGIN … COMMIT.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        try {
          return { rows: (await client.exec(text)).flatMap((result) => result.rows) };
        } catch (err) {
          // A script that failed inside its own BEGIN (the job queue's maintenance) would leave the
          // one connection in an aborted transaction, and every later query of the app would fail.
          if (client.isInTransaction()) await client.exec('rollback');
          throw err;
        }
      },
    },
    kind: 'pglite',
    poolUse: null,
    snapshot: () => client.dumpDataDir('none'),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close().finally(() => lock?.release()),
  };
}

/** Same extensions as the PostgreSQL deployment expects (migrations 0002 and 0016 create them). */
export const EMBEDDED_EXTENSIONS = { cube, pg_trgm };

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
