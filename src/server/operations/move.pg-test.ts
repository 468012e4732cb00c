import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TUploadResponse } from '#common/schemas/objects.ts';
import type { TUser } from '#common/schemas/user.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { avatarKeyOfUrl, createObjectStore } from '#server/features/objects/index.ts';
import { openJobQueue, unsentMail } from '#server/jobs/job-queue.ts';
import { artistsView, buildEstate } from '#server/test/estate.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/harness.ts';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';
import { putToUrl, type StorageDriver, startS3 } from '#server/test/storage-drivers.ts';
import { moveToPostgres } from './move-to-postgres';
import { rowCounts } from './row-counts';

// PostgreSQL only (vitest.config.ts): the move's target is a PostgreSQL server.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-move-'));
const CDN = 'https://cdn.example.com/palette-avatars';
const dropAfter: Array<() => Promise<void>> = [];
let s3: StorageDriver;
let artist: BuiltUser;
let before: Awaited<ReturnType<typeof artistsView>>;
let avatarBytes: Buffer;
let sourceCounts: Map<string, number>;

async function emptyPostgres() {
  const empty = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test_move' });
  dropAfter.push(empty.drop);
  return empty.url;
}

const embedded = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });

beforeAll(async () => {
  s3 = await startS3();
  // An instance as a brand starts it: the embedded database and uploads under DATA_DIR.
  const source = await embedded();
  const t = await createTestApp({ DATA_DIR: dataDir }, { database: source });
  ({ artist } = await buildEstate(t));
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e5e8a' } })
    .png()
    .toBuffer();
  const issued = await artist.client.post<TUploadResponse>('/api/objects/upload', {
    filename: 'me.png',
    type: 'image/png',
    size: picture.byteLength,
  });
  expect((await putToUrl(t.app, issued.body.uploadURL, picture, { 'content-type': 'image/png', ...issued.body.headers })).status).toBe(200);
  expect((await artist.client.put(`/api/users/${artist.user.id}/avatar`, { avatarUrl: issued.body.uploadURL })).status).toBe(200);
  const me = await artist.client.get<TUser>(`/api/user/email/${artist.email}`);
  const served = await t.app.request(`/api/storage/${avatarKeyOfUrl(me.body.avatarUrl ?? '')}`);
  expect(served.status).toBe(200);
  avatarBytes = Buffer.from(await served.arrayBuffer());
  before = await artistsView(t.app, artist);
  sourceCounts = await rowCounts(source.db);
  // The instance stops with a mail it has not sent yet (its SMTP server was unreachable, say).
  await t.jobs.stop();
  const stopped = await openJobQueue({ database: source, logger: pino({ level: 'silent' }), schedules: false });
  await stopped.mailer.send({ to: artist.email, subject: 'Invitation waiting', text: 'text', html: '<p>html</p>' });
  await stopped.stop();
  await source.close();
});

afterAll(async () => {
  for (const drop of dropAfter) await drop();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run db:move -- --to postgres://…', () => {
  it('copies everything into an empty PostgreSQL database and the uploads into S3, and the app there serves it unchanged', {
    timeout: 120_000,
  }, async () => {
    const targetUrl = await emptyPostgres();
    // NODE_NO_WARNINGS: the AWS SDK warns that Node 20 nears its end of support.
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      ...s3.env,
      S3_PUBLIC_URL: CDN,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      NODE_NO_WARNINGS: '1',
    };
    // Not spawnSync: the S3 server answering the command runs in this process.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/operations/cli.ts', 'move', '--to', targetUrl],
      { env },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('objects: 1 copied');
    expect(run.stdout).toMatch(/public\.colors\s+\d+/);
    expect(run.stdout).toContain('Sessions were copied');
    expect(run.stdout).toContain('mail: 1 message(s) not sent yet, queued on the target');

    const target = await openDatabase({ kind: 'postgres', url: targetUrl });
    try {
      expect(await rowCounts(target.db)).toEqual(sourceCounts);
      expect(sourceCounts.get('public.inventory_items')).toBeGreaterThanOrEqual(3);
      expect(sourceCounts.get('public.shopping_list_shares')).toBe(1);
      expect((await unsentMail(target.sql)).map((mail) => [mail.to, mail.subject])).toEqual([[artist.email, 'Invitation waiting']]);
      const t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: CDN }, { database: target });
      // The session made on the embedded database still works (the same AUTH_SECRET signs it).
      const after = await artistsView(t.app, artist);
      expect(after).toEqual(before);
      // The avatar now lives in the bucket, shown from the bucket's public address, byte for byte.
      const me = await artist.client.through(t.app).get<TUser>(`/api/user/email/${artist.email}`);
      expect(me.body.avatarUrl?.startsWith(`${CDN}/avatars/`)).toBe(true);
      const key = me.body.avatarUrl?.slice(CDN.length + 1) ?? '';
      const bucket = createObjectStore({
        config: loadConfig({ ...s3.env, S3_PUBLIC_URL: CDN }),
        authSecret: 'unused-for-s3-unused-for-s3-0000',
      });
      expect(await bucket.read(key, 1024 * 1024)).toEqual(avatarBytes);
      // New rows continue the numbering of the copied ones (identity columns).
      expect((await artist.client.through(t.app).post('/api/analytics/events', { name: 'page_view', path: '/after-move' })).status).toBe(
        204,
      );
    } finally {
      await target.close();
    }
  });

  it('leaves the target empty when the copy fails part-way, and a second run completes it', async () => {
    const targetUrl = await emptyPostgres();
    // The target's colors refuse every row: the palettes and everything before them go in first.
    const prepared = await openDatabase({ kind: 'postgres', url: targetUrl });
    await prepared.db.execute(sql`alter table colors add constraint refuse_all check (false) not valid`);
    await prepared.close();
    const source = await embedded();
    const target = await openDatabase({ kind: 'postgres', url: targetUrl });
    try {
      await expect(moveToPostgres({ source: source.db, targetUrl, objects: null })).rejects.toThrow(/refuse_all/);
      const held = [...(await rowCounts(target.db))].filter(([name, rows]) => name.startsWith('public.') && rows > 0);
      expect(held).toEqual([]);
      await target.db.execute(sql`alter table colors drop constraint refuse_all`);
      const report = await moveToPostgres({ source: source.db, targetUrl, objects: null });
      expect(report.tables).toEqual(sourceCounts);
      expect(await rowCounts(target.db)).toEqual(sourceCounts);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('refuses a target that holds data, and leaves it as it was', async () => {
    const targetUrl = await emptyPostgres();
    const occupied = await openDatabase({ kind: 'postgres', url: targetUrl });
    const t = await createTestApp({}, { database: occupied });
    await buildEstate(t);
    const held = await rowCounts(occupied.db);
    const source = await embedded();
    try {
      await expect(moveToPostgres({ source: source.db, targetUrl, objects: null })).rejects.toThrow(/not empty/);
      expect(await rowCounts(occupied.db)).toEqual(held);
    } finally {
      await source.close();
      await occupied.close();
    }
  });
});
