import type { JobInsert } from 'pg-boss';
import type { Logger } from 'pino';
import type { SqlExecutor } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';

// pg-boss 12 migrates its schema only from pg-boss 11's (schema version 25) on, and refuses pg-boss
// 10's (version 24: "Cannot migrate pg-boss schema from version 24"); pg-boss 11 did not migrate
// it either (its release notes: move the jobs over). So on a database an earlier version of this
// app ran on, 10's schema is set aside before pg-boss starts, pg-boss installs its own afresh, and
// the mail 10's tables had not sent yet is queued again.

/** The oldest schema version pg-boss 12 migrates from. */
const FIRST_MIGRATABLE_VERSION = 25;
// Any fixed number works; it only has to be the same in every instance of this app.
const SET_ASIDE_LOCK_KEY = 724_311_906;

const setAsideName = (schema: string) => `${schema}_v10`;

/**
 * Renames a pg-boss 10 schema (`pgboss` → `pgboss_v10`), if that is what `schema` holds. One
 * statement, under a lock: of processes starting together, the first renames it and the others
 * find it gone.
 */
export async function setAsidePgBoss10(sql: SqlExecutor, schema: string): Promise<void> {
  await sql.executeSql(`
    DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${SET_ASIDE_LOCK_KEY});
      IF to_regclass('${schema}.version') IS NOT NULL THEN
        IF (SELECT max(version) FROM ${schema}.version) < ${FIRST_MIGRATABLE_VERSION} THEN
          ALTER SCHEMA ${schema} RENAME TO ${setAsideName(schema)};
        END IF;
      END IF;
    END $$`);
}

type OldMailRow = { id: string; data: object; failed: boolean };

/**
 * Queues again, through `insert`, the mail a set-aside pg-boss 10 schema holds unsent (waiting,
 * waiting for a retry, or taken by a process that stopped), under each job's own id, then drops
 * that schema. Idempotent: an id already queued is skipped, so a process that stopped half-way, or
 * two doing it at once, send nothing twice. Mail 10 had failed for good is not carried (it is
 * counted in the log line).
 */
export async function carryPgBoss10Mail(options: {
  sql: SqlExecutor;
  schema: string;
  insert: (jobs: JobInsert[]) => Promise<unknown>;
  logger: Logger;
}): Promise<void> {
  const { sql, logger } = options;
  const old = setAsideName(options.schema);
  const [table] = resultRows<{ present: boolean }>(await sql.executeSql(`select to_regclass($1) is not null as present`, [`${old}.job`]));
  if (!table?.present) return;
  const rows = await sql
    .executeSql(
      `select id, data, state = 'failed' as failed from ${old}.job
       where name = 'mail' and state in ('created', 'retry', 'active', 'failed') order by created_on`,
      [],
    )
    .then(
      (result) => resultRows<OldMailRow>(result),
      (err: unknown) => {
        // Another process carried it and dropped the schema between the two statements.
        if (err instanceof Error && 'code' in err && err.code === '42P01') return null;
        throw err;
      },
    );
  if (!rows) return;
  const unsent = rows.filter((row) => !row.failed);
  if (unsent.length > 0) await options.insert(unsent.map(({ id, data }) => ({ id, data })));
  await sql.executeSql(`drop schema if exists ${old} cascade`);
  logger.info(
    { queued: unsent.length, failedNotCarried: rows.length - unsent.length },
    "job queue: pg-boss 10's unsent mail queued again, its tables dropped",
  );
}
