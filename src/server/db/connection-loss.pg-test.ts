import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { createPostgresPool } from './postgres-pool';

// Runs only in the PostgreSQL project (vitest.config.ts): PGlite has no connections to lose.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `test_loss_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });

afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('a lost database connection', () => {
  it('is reported, not thrown, and the next query gets a fresh connection', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    let reportLoss: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (reportLoss = resolve));
    const database = await openDatabase({ kind: 'postgres', url: url.toString() }, { onConnectionError: reportLoss });

    await database.db.execute(sql`select 1`);
    // What a server restart or an operator's pg_terminate_backend does to an idle pooled connection.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    expect((await lost).message).toMatch(/terminating connection/);

    expect(await database.db.execute(sql`select 41 + 1 as answer`)).toMatchObject({ rows: [{ answer: 42 }] });
    await database.close();
  });

  it('sends a read that was running on a dying connection once more, on a fresh one; never a write', async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = createPostgresPool({ url: url.toString(), onConnectionError: () => undefined });
    await pool.query('create table if not exists writes (n int)');
    const terminateWhenRunning = async (marker: string) => {
      const running = `select pid from pg_stat_activity where datname = $1 and state = 'active' and query like $2`;
      for (;;) {
        const { rows } = await admin.query<{ pid: number }>(running, [name, `%${marker}%`]);
        if (rows[0]) return admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };

    const read = pool.query<{ answer: number }>("select 42 as answer, 'slow-read' as marker from pg_sleep(0.3)");
    await terminateWhenRunning('slow-read');
    expect((await read).rows).toEqual([{ answer: 42, marker: 'slow-read' }]);

    const write = pool.query("insert into writes select 1 from pg_sleep(0.3) where 'slow-write' <> ''");
    // Expected before the connection dies: the refusal may arrive before the terminating query answers.
    const refused = expect(write).rejects.toThrow(/terminating connection/);
    await terminateWhenRunning('slow-write');
    await refused;
    expect((await pool.query('select count(*)::int as n from writes')).rows).toEqual([{ n: 0 }]);
    await pool.end();
  });
});
