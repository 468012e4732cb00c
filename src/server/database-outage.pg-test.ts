import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { resultRows } from './db/raw-rows';
import { createClient } from './test/client';
import { type BuiltUser, buildUser } from './test/factories';
import { createTestApp, type TestApp } from './test/harness';

// PostgreSQL only (vitest.config.ts): what the app does while its database server cannot be reached.
let t: TestApp;
let owner: BuiltUser;
let databaseName: string;
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  const result = await t.db.execute(sql`select current_database() as name`);
  databaseName = resultRows<{ name: string }>(result)[0]?.name ?? '';
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`alter database ${databaseName} allow_connections true`);
  await admin.end();
});

/** Cuts the app off: every connection it holds is terminated and no new one is accepted. */
async function cutOff(): Promise<void> {
  await admin.query(`alter database ${databaseName} allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);
}

async function reconnectable(): Promise<void> {
  await admin.query(`alter database ${databaseName} allow_connections true`);
}

describe('while the database cannot be reached', () => {
  it('health answers 503, requests answer 503 with Retry-After (never 500), and both recover by themselves', async () => {
    const health = createClient(t.app);
    expect((await health.get('/api/health')).status).toBe(200);
    await cutOff();

    const down = await health.get<{ database: string }>('/api/health');
    expect(down.status).toBe(503);
    expect(down.body.database).toBe('unreachable');
    for (const res of [
      await owner.client.get('/api/palettes/user'),
      await owner.client.post('/api/palettes', { userId: owner.user.id, name: 'Outage', medium: 'Watercolor' }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.body).toMatchObject({ code: 'UNAVAILABLE' });
    }

    await reconnectable();
    expect((await health.get('/api/health')).status).toBe(200);
    const list = await owner.client.get<TPalette[]>('/api/palettes/user');
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.name)).not.toContain('Outage');
  });

  it('reads on connections terminated under them are answered from a fresh connection', async () => {
    expect((await owner.client.get('/api/palettes/user')).status).toBe(200);
    // What a failover or an operator's pg_terminate_backend does to the pooled connections.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName]);
    const reads = await Promise.all(Array.from({ length: 6 }, () => owner.client.get('/api/palettes/user')));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
