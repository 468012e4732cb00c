import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '#server/db/client.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { eventually } from '#server/test/eventually.ts';
import { jobQueueTestBed, testMail } from '#server/test/job-queues.ts';
import { createOutbox } from '#server/test/outbox.ts';
import { JOBS_SCHEMA } from './job-queue';

// What our own job loop was written for while pg-boss 10's `work` lacked it (docs/decisions/023),
// now asked of pg-boss 12's `work` as openJobQueue runs it.

const bed = jobQueueTestBed();

const untimed = <T>(_job: string, run: () => Promise<T>) => run();

async function jobState(to: string): Promise<string | undefined> {
  const [job] = resultRows<{ state: string }>(
    await bed.database.sql.executeSql(`select state from ${JOBS_SCHEMA}.job where name = 'mail' and data->'mail'->>'to' = $1`, [to]),
  );
  return job?.state;
}

describe("pg-boss's worker, as the job queue runs it", () => {
  it('records each job of a batch on its own: one failure fails that job only', async () => {
    // Queued while no process works the queue, so that one fetch brings all three.
    const sender = await bed.openQueue();
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await sender.mailer.send(testMail(to));
    const sent: string[] = [];
    const transport: Mailer = {
      async send({ to }) {
        if (to === 'b@example.com') throw new Error('SMTP 421');
        sent.push(to);
      },
    };
    await (await bed.openQueue()).work({ mail: transport, timed: untimed });

    await eventually(async () => {
      expect([await jobState('a@example.com'), await jobState('b@example.com'), await jobState('c@example.com')]).toEqual([
        'completed',
        'retry',
        'completed',
      ]);
    });
    expect(sent.sort()).toEqual(['a@example.com', 'c@example.com']);
  });

  it('keeps working when an outcome cannot be recorded, and says so; the job is tried again when it expires', async () => {
    // The database goes away while a mail is being sent, so that neither its completion nor its
    // failure can be written, and comes back.
    const outage = { on: false };
    const sql: SqlExecutor = {
      executeSql: (text, values) =>
        outage.on ? Promise.reject(new Error('Connection terminated unexpectedly')) : bed.database.sql.executeSql(text, values),
    };
    const lines: object[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line) as object) });
    const queue = await bed.openQueue({ sql, logger });
    const outbox = createOutbox();
    const transport: Mailer = {
      async send({ to }) {
        if (to === 'blip@example.com') outage.on = true;
      },
    };
    await queue.work({ mail: outbox.recording(transport), timed: untimed });

    await queue.mailer.send(testMail('blip@example.com'));
    // The mail worker's own error: its loop caught it, and goes on.
    await eventually(() =>
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'job queue error',
          err: expect.objectContaining({ message: expect.stringMatching(/^Connection terminated unexpectedly \(Queue: mail,/) }),
        }),
      ),
    );
    outage.on = false;

    await queue.mailer.send(testMail('after@example.com'));
    await outbox.next('after@example.com', /^Confirm/);
    // Still taken: pg-boss's supervisor fails it once it expires, and it is then tried again.
    expect(await jobState('blip@example.com')).toBe('active');
  });

  it('waits on stop for a fetch under way and the job it brought', async () => {
    const sender = await bed.openQueue();
    await sender.mailer.send(testMail('slow@example.com'));
    const noop = (): void => undefined;
    const handled = { started: noop, finish: noop };
    const started = new Promise<void>((resolve) => (handled.started = resolve));
    const transport: Mailer = {
      send: () =>
        new Promise<void>((done) => {
          handled.finish = done;
          handled.started();
        }),
    };
    const queue = await bed.openQueue();
    await queue.work({ mail: transport, timed: untimed });

    // Asked to stop while its first fetch is still under way.
    const stopping = queue.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await started;
    expect(stopped).toBe(false);
    handled.finish();
    await stopping;
    expect(await jobState('slow@example.com')).toBe('completed');
  });
});
