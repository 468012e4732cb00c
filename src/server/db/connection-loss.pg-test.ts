import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

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
});
