import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resultRows } from '#server/db/raw-rows.ts';
import { jobQueueTestBed, testMail } from '#server/test/job-queues.ts';
import { createOutbox } from '#server/test/outbox.ts';
import { JOBS_SCHEMA } from './job-queue';

const PG_BOSS_10_SCHEMA = readFileSync(new URL('./fixtures/pg-boss-10.sql', import.meta.url), 'utf8');
const bed = jobQueueTestBed();

/** The job queue's tables as the app's pg-boss 10 code left them: one mail in each state it knew. */
async function madeByPgBoss10() {
  await bed.database.sql.executeSql(`drop schema ${JOBS_SCHEMA} cascade`);
  await bed.database.sql.executeSql(PG_BOSS_10_SCHEMA);
  const jobs: Array<[string, string]> = [
    ['waiting@example.com', 'created'],
    ['retrying@example.com', 'retry'],
    ['taken@example.com', 'active'],
    ['sent@example.com', 'completed'],
    ['failed@example.com', 'failed'],
  ];
  for (const [to, state] of jobs) {
    await bed.database.sql.executeSql(`insert into ${JOBS_SCHEMA}.job (name, data, state) values ('mail', $1, $2)`, [
      { mail: testMail(to) },
      state,
    ]);
  }
}

async function schemas(): Promise<string[]> {
  const rows = resultRows<{ nspname: string }>(
    await bed.database.sql.executeSql(`select nspname from pg_namespace where nspname like $1 order by nspname`, [`${JOBS_SCHEMA}%`]),
  );
  return rows.map((row) => row.nspname);
}

describe('a database pg-boss 10 made', () => {
  it('gets pg-boss 12 tables in their place, and the mail 10 had not sent is sent, once', async () => {
    await madeByPgBoss10();
    const outbox = createOutbox();
    // Two processes starting together, as instances or workers do after an upgrade (on PostgreSQL;
    // the embedded database has one process, so there one after the other).
    const open = () => bed.openQueue();
    const queues = process.env.TEST_DB === 'postgres' ? await Promise.all([open(), open()]) : [await open(), await open()];
    for (const queue of queues) await queue.work({ mail: outbox.recording({ send: async () => undefined }), timed: (_job, run) => run() });
    for (const to of ['waiting@example.com', 'retrying@example.com', 'taken@example.com']) await outbox.next(to, /^Confirm/);

    expect(await schemas()).toEqual([JOBS_SCHEMA]);
    const [installed] = resultRows<{ version: number }>(
      await bed.database.sql.executeSql(`select version from ${JOBS_SCHEMA}.version`, []),
    );
    expect(installed?.version).toBeGreaterThan(24);
    // Sent and failed mail stays behind; what was carried is sent once, by either process.
    await bed.stopQueues();
    expect(outbox.mails.map((sent) => sent.to).sort()).toEqual(['retrying@example.com', 'taken@example.com', 'waiting@example.com']);
  });
});
