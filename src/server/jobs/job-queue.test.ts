import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '#server/features/metrics/index.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { eventually } from '#server/test/eventually.ts';
import { jobQueueTestBed, testMail } from '#server/test/job-queues.ts';
import { createOutbox } from '#server/test/outbox.ts';
import { JOBS_SCHEMA, MAIL_RETRY } from './job-queue';

const bed = jobQueueTestBed();

/** A transport that fails while `failing` is set, and records what it did send. */
function flakyTransport() {
  const outbox = createOutbox();
  const state = { failing: true, attempts: 0 };
  const inner: Mailer = {
    async send() {
      state.attempts += 1;
      if (state.failing) throw new Error('SMTP 421 service not available');
    },
  };
  return { state, outbox, mailer: outbox.recording(inner) };
}

async function jobStates(to: string): Promise<Array<{ state: string; retry_count: number; delay_s: number }>> {
  const { rows } = await bed.database.sql.executeSql(
    `select state, retry_count, extract(epoch from start_after - now())::float as delay_s
     from ${JOBS_SCHEMA}.job where name = 'mail' and data->'mail'->>'to' = $1`,
    [to],
  );
  return rows as Array<{ state: string; retry_count: number; delay_s: number }>;
}

/** Each job holding a mail to `to`: its queue, and how long pg-boss keeps it once finished, or while it waits. */
async function keptFor(to: string): Promise<Array<{ name: string; state: string; deletion_s: number; kept_days: number }>> {
  const { rows } = await bed.database.sql.executeSql(
    `select name, state, deletion_seconds as deletion_s, round(extract(epoch from keep_until - now()) / 86400)::int as kept_days
     from ${JOBS_SCHEMA}.job where data->'mail'->>'to' = $1 order by name`,
    [to],
  );
  return rows as Array<{ name: string; state: string; deletion_s: number; kept_days: number }>;
}

describe('the job queue', () => {
  it('delivers each mail once when two instances work the queue, whichever sent it', async () => {
    const [a, b] = [await bed.openQueue(), await bed.openQueue()];
    const outbox = createOutbox();
    const delivered: string[] = [];
    const counting: Mailer = { send: async (sent) => void delivered.push(sent.to) };
    for (const queue of [a, b]) await queue.work({ mail: outbox.recording(counting), timed: (_job, run) => run() });

    const addresses = Array.from({ length: 30 }, (_, i) => `once-${i}@example.com`);
    await Promise.all(addresses.map((to, i) => (i % 2 ? a : b).mailer.send(testMail(to))));
    for (const to of addresses) await outbox.next(to, /^Confirm/);

    // Once every job is recorded done, nothing can be delivered again later: what was sent is final.
    // (A batch's outcomes are written together once its last mail is sent.)
    await eventually(async () => {
      const { rows } = await bed.database.sql.executeSql(
        `select state, count(*)::int as jobs from ${JOBS_SCHEMA}.job where name = 'mail' and data->'mail'->>'to' like 'once-%' group by state`,
        [],
      );
      expect(rows).toEqual([{ state: 'completed', jobs: addresses.length }]);
    });
    expect(delivered.sort()).toEqual([...addresses].sort());
  });

  it('keeps a mail sent while no process works the queue, and delivers it after a restart', async () => {
    const before = await bed.openQueue();
    await before.mailer.send(testMail('restart@example.com'));
    await before.stop();
    expect(await jobStates('restart@example.com')).toEqual([expect.objectContaining({ state: 'created' })]);

    const after = await bed.openQueue();
    const outbox = createOutbox();
    await after.work({ mail: outbox.recording({ send: async () => undefined }), timed: (_job, run) => run() });
    await outbox.next('restart@example.com', /^Confirm/);
  });

  it('tries a mail that could not be sent again after the retry delay, which doubles with each attempt', async () => {
    const queue = await bed.openQueue();
    const transport = flakyTransport();
    await queue.work({ mail: transport.mailer, timed: (_job, run) => run() });
    await queue.mailer.send(testMail('backoff@example.com'));

    const [first] = await eventually(async () => {
      const states = await jobStates('backoff@example.com');
      expect(states).toEqual([expect.objectContaining({ state: 'retry' })]);
      return states;
    });
    // pg-boss's backoff: attempt n waits retryDelay * 2^(n-1), plus up to as much again as jitter.
    expect(MAIL_RETRY).toMatchObject({ retryBackoff: true, retryDelay: 30, retryLimit: 8 });
    expect(first?.delay_s).toBeGreaterThan(25);
    expect(first?.delay_s).toBeLessThanOrEqual(60);
    expect(transport.state.attempts).toBe(1);
  });

  it('keeps a mail that failed every attempt for operators, counts it in the metrics, and sends it again when asked', async () => {
    const queue = await bed.openQueue({ mailRetry: { retryLimit: 2, retryDelay: 1, retryBackoff: false } });
    const transport = flakyTransport();
    const timed = createMetrics({ poolUse: null, failedMail: () => queue.failedMail() });
    await queue.work({ mail: transport.mailer, timed: (job, run) => timed.timeJob(job, run) });
    await queue.mailer.send(testMail('lost@example.com', 'Reset your password'));

    const failed = await eventually(async () => {
      const jobs = await queue.failed();
      expect(jobs).toHaveLength(1);
      return jobs;
    });
    expect(transport.state.attempts).toBe(3);
    expect(failed).toEqual([
      expect.objectContaining({
        queue: 'mail',
        about: 'to lost@example.com: Reset your password',
        attempts: 3,
        error: 'SMTP 421 service not available',
      }),
    ]);
    expect(await queue.failedMail()).toBe(1);
    const text = await timed.registry.metrics();
    expect(text).toContain('background_jobs_failed{queue="mail"} 1');
    expect(text).toContain('background_job_runs_total{job="mail",outcome="failed"} 3');
    // The mail queue lets its failed job go with the sent ones, an hour after; the dead letter
    // queue's copy waits a week.
    expect(await keptFor('lost@example.com')).toEqual([
      { name: 'failed-mail', state: 'created', deletion_s: expect.any(Number), kept_days: 7 },
      { name: 'mail', state: 'failed', deletion_s: 3600, kept_days: expect.any(Number) },
    ]);

    // Sent again once the mail queue's own failed job is gone: from the dead letter queue's copy.
    await bed.database.sql.executeSql(`delete from ${JOBS_SCHEMA}.job where name = 'mail' and state = 'failed'`, []);
    transport.state.failing = false;
    await queue.retry(failed.map((job) => job.id));
    expect(await queue.failed()).toEqual([]);
    expect(await queue.failedMail()).toBe(0);
    await transport.outbox.next('lost@example.com', /^Reset/);
    // A new job with the queue's whole policy, not one last attempt.
    expect(await jobStates('lost@example.com')).toEqual([expect.objectContaining({ retry_count: 0 })]);
  });

  it('lets a sent mail go an hour after it was sent', async () => {
    const queue = await bed.openQueue();
    const outbox = createOutbox();
    await queue.work({ mail: outbox.recording({ send: async () => undefined }), timed: (_job, run) => run() });
    for (const to of ['an-hour-ago@example.com', 'just-now@example.com']) {
      await queue.mailer.send(testMail(to));
      await outbox.next(to, /^Confirm/);
      await eventually(async () => expect(await jobStates(to)).toEqual([expect.objectContaining({ state: 'completed' })]));
    }
    await bed.database.sql.executeSql(
      `update ${JOBS_SCHEMA}.job set completed_on = now() - interval '61 minutes' where data->'mail'->>'to' = 'an-hour-ago@example.com'`,
      [],
    );

    // pg-boss's maintenance, which the process that schedules runs.
    const boss = new PgBoss({ db: bed.database.sql, schema: JOBS_SCHEMA, supervise: false, schedule: false });
    await boss.start();
    await boss.supervise('mail');
    await boss.stop({ close: false });
    expect(await jobStates('an-hour-ago@example.com')).toEqual([]);
    expect(await jobStates('just-now@example.com')).toHaveLength(1);
  });
});
