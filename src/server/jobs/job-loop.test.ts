import type PgBoss from 'pg-boss';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startJobLoop } from './job-loop';

type Job = PgBoss.JobWithMetadata<{ n: number }>;
const job = (id: string) => ({ id, name: 'mail', data: { n: 1 }, retryCount: 0, retryLimit: 8 }) as unknown as Job;

/** The three calls the loop makes of pg-boss, over jobs handed out once each, recording each outcome. */
function queueOf(jobs: Job[], outcome: { completeFails?: boolean } = {}) {
  const recorded: string[] = [];
  const pending = [...jobs];
  const boss = {
    fetch: async () => pending.splice(0),
    complete: async (_queue: string, id: string) => {
      if (outcome.completeFails) throw new Error('Connection terminated unexpectedly');
      recorded.push(`complete ${id}`);
    },
    fail: async (_queue: string, id: string, data: { message: string }) => void recorded.push(`fail ${id}: ${data.message}`),
  };
  return { boss: boss as unknown as PgBoss, recorded };
}

function logged() {
  const lines: Array<{ msg: string; jobId?: string }> = [];
  return { lines, logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) }) };
}

describe('a job loop', () => {
  it('records each job of a batch on its own: one failure fails that job only', async () => {
    const { boss, recorded } = queueOf([job('a'), job('b'), job('c')]);
    const failures: string[] = [];
    const loop = startJobLoop<{ n: number }>({
      boss,
      queue: 'mail',
      batchSize: 20,
      intervalMs: 60_000,
      logger: logged().logger,
      handle: async (j) => {
        if (j.id === 'b') throw new Error('SMTP 421');
      },
      onFailure: (j) => failures.push(j.id),
    });
    await loop.stop();
    expect(recorded.sort()).toEqual(['complete a', 'complete c', 'fail b: SMTP 421']);
    expect(failures).toEqual(['b']);
  });

  it('keeps running when an outcome cannot be recorded, and says the job will be tried again', async () => {
    const { boss } = queueOf([job('a')], { completeFails: true });
    const log = logged();
    const loop = startJobLoop({ boss, queue: 'mail', batchSize: 20, intervalMs: 60_000, logger: log.logger, handle: async () => undefined, onFailure: () => undefined });
    await loop.stop();
    expect(log.lines).toEqual([expect.objectContaining({ jobId: 'a', msg: 'job queue: could not record the outcome; the job is tried again when it expires' })]);
  });

  it('waits on stop for a fetch under way and the job it brought', async () => {
    const { boss, recorded } = queueOf([job('slow')]);
    const noop = (): void => undefined;
    const handled = { started: noop, finish: noop };
    const started = new Promise<void>((resolve) => (handled.started = resolve));
    const loop = startJobLoop({
      boss,
      queue: 'mail',
      batchSize: 20,
      intervalMs: 60_000,
      logger: logged().logger,
      handle: () =>
        new Promise<void>((done) => {
          handled.finish = done;
          handled.started();
        }),
      onFailure: () => undefined,
    });
    // Asked to stop while its first fetch is still under way.
    const stopping = loop.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await started;
    expect(stopped).toBe(false);
    handled.finish();
    await stopping;
    expect(recorded).toEqual(['complete slow']);
  });
});
