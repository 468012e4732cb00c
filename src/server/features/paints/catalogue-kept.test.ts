import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaintsPage, TPigment } from '#common/schemas/paints.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { createClient, type TestClient } from '#server/test/client.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importFixtureCatalogue } from './test-catalogue';

// Decision 030: the catalogue's answers are kept by its revision, and visitors who are not signed
// in are answered a few at a time.

let t: TestApp;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await importFixtureCatalogue(t.db);
  anonymous = createClient(t.app);
});

const askedAgain = (path: string, etag: string) => anonymous.request<TPaintsPage>('GET', path, undefined, { 'if-none-match': etag });

describe('kept catalogue answers', () => {
  it('names the catalogue page in its ETag; asked again with it, 304 until a write, which the next request sees', async () => {
    const path = '/api/paints?pageSize=3';
    const first = await anonymous.get<TPaintsPage>(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"catalogue-/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const unchanged = await askedAgain(path, etag);
    expect(unchanged.status).toBe(304);

    const [renamed] = first.body.paints;
    await t.db.execute(sql`update paints set paint_name = 'Aaa Renamed Right Now' where id = ${renamed?.id}`);
    const changed = await askedAgain(path, etag);
    expect(changed.status).toBe(200);
    expect(changed.body.paints[0]?.paintName).toBe('Aaa Renamed Right Now');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keeps its answers through a write that was rolled back', async () => {
    const path = '/api/paints/manufacturers';
    const etag = (await anonymous.get(path)).headers.get('etag') ?? '';
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.execute(sql`update paints set manufacturer = 'Rolled Back'`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await askedAgain(path, etag)).status).toBe(304);
  });

  it('counts a pigment’s change as the catalogue’s: every answer that reads pigments is made again', async () => {
    const path = '/api/paints/pigments?query=ultra';
    const before = await anonymous.get<TPigment[]>(path);
    await t.db.execute(sql`update pigments set common_name = 'Ultramarine, as renamed' where code = 'PB29'`);
    const after = await anonymous.request<TPigment[]>('GET', path, undefined, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.body.find((pigment) => pigment.code === 'PB29')?.commonName).toBe('Ultramarine, as renamed');
  });
});

describe('a flood of visitors who are not signed in', () => {
  it('is answered a few at a time, each page or told when to come back, while a signed-in painter is answered', async () => {
    const painter = await buildUser(t);
    const visitors = Array.from({ length: 100 }, () => createClient(t.app));
    const [flood, painterPage] = await Promise.all([
      Promise.all(visitors.map((visitor, i) => visitor.get(`/api/paints?pageSize=${40 + (i % 60)}&page=${1 + Math.floor(i / 60)}`))),
      painter.client.get<TPaintsPage>('/api/paints?pageSize=7'),
    ]);
    expect(painterPage.status).toBe(200);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(flood.filter((answer) => answer.status !== 429).every((answer) => answer.status === 200)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // A page made while others were refused is kept: asked for again, it is sent as it is.
    expect((await createClient(t.app).get('/api/paints?pageSize=40&page=1')).status).toBe(200);
  });

  it('lets one visitor hold a few requests at once, and holds no one else back', async () => {
    const greedy = createClient(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => greedy.get(`/api/paints?pageSize=${20 + i}&page=2`)));
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect((await createClient(t.app).get('/api/paints?pageSize=19&page=2')).status).toBe(200);
  });
});
