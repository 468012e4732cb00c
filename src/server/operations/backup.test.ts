import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '#server/db/client.ts';
import { artistsView, buildEstate } from '#server/test/estate.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp } from '#server/test/harness.ts';
import { createEmptyPostgresDatabase } from '#server/test/postgres-database.ts';
import { backupDatabase } from './backup';
import { restoreDatabase } from './restore';
import { rowCounts } from './row-counts';

// Each project backs up its own engine: PGlite's folder dump here, pg_dump on PostgreSQL.
const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(path.join(os.tmpdir(), 'palette-backup-'));
const dropAfter: Array<() => Promise<void>> = [];

async function emptyTarget(name: string): Promise<DatabaseTarget> {
  if (!onPostgres) return { kind: 'pglite', dataDir: path.join(work, name, 'db') };
  const empty = await createEmptyPostgresDatabase({ adminUrl: process.env.TEST_DATABASE_URL, prefix: 'test_backup' });
  dropAfter.push(empty.drop);
  return { kind: 'postgres', url: empty.url };
}

let source: DatabaseTarget;
let artist: BuiltUser;
let before: Awaited<ReturnType<typeof artistsView>>;
let counts: Map<string, number>;
let backupFile: string;

beforeAll(async () => {
  source = await emptyTarget('source');
  const database = await openDatabase(source);
  const t = await createTestApp({}, { database });
  ({ artist } = await buildEstate(t));
  before = await artistsView(t.app, artist);
  counts = await rowCounts(database.db);
  // The embedded database is backed up with no server on it (its folder has one user at a time).
  await database.close();
  backupFile = path.join(work, onPostgres ? 'backup.dump' : 'backup.tar.gz');
  await backupDatabase({ target: source, out: backupFile });
});

afterAll(async () => {
  for (const drop of dropAfter) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`db:backup and db:restore (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('restores into a fresh database the same rows, served by the app as before, the old session included', async () => {
    const target = await emptyTarget('restored');
    const restored = await restoreDatabase({ target, file: backupFile });
    expect(restored).toEqual(counts);
    expect(restored.get('public.palettes')).toBeGreaterThanOrEqual(3);
    expect(restored.get('public.colors')).toBeGreaterThanOrEqual(6);
    expect(restored.get('public.inventory_items')).toBeGreaterThanOrEqual(3);
    expect(restored.get('public.shopping_list_shares')).toBe(1);

    const database = await openDatabase(target);
    try {
      const t = await createTestApp({}, { database });
      const after = await artistsView(t.app, artist);
      expect(after).toEqual(before);
      expect(after.palettes.map((p) => p.name)).toEqual(expect.arrayContaining(['Brand essentials', 'Plein air']));
      expect(after.colors.flat().find((c) => c.paintName === 'French Ultramarine')?.personalNotes).toBe('Granulates,\nlovely');
      expect(after.inventory.find((item) => item.paintName === 'Burnt Sienna')).toMatchObject({ form: 'half pan', note: 'Nearly gone' });
    } finally {
      await database.close();
    }
  });

  it('refuses a target that already holds data, and changes nothing there', async () => {
    const target = await emptyTarget('occupied');
    const occupied = await openDatabase(target);
    const t = await createTestApp({}, { database: occupied });
    await buildEstate(t);
    const held = await rowCounts(occupied.db);
    await occupied.close();
    await expect(restoreDatabase({ target, file: backupFile })).rejects.toThrow(/not empty/);
    const reopened = await openDatabase(target);
    expect(await rowCounts(reopened.db)).toEqual(held);
    await reopened.close();
  });

  it("refuses a file that is not a backup, and the other engine's backup", async () => {
    const junk = path.join(work, 'notes.txt');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDatabase({ target: await emptyTarget('junk'), file: junk })).rejects.toThrow(/not a backup made by db:backup/);
    const other = path.join(work, 'other');
    mkdirSync(other, { recursive: true });
    const foreign = path.join(other, 'foreign');
    writeFileSync(foreign, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0, 0]) : Buffer.from('PGDMP\u0001'));
    await expect(restoreDatabase({ target: await emptyTarget('foreign'), file: foreign })).rejects.toThrow(
      onPostgres ? /embedded database/ : /PostgreSQL backup/,
    );
  });
});
