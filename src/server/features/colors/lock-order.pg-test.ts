import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import type { TestResponse } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

// PostgreSQL only (vitest.config.ts): PGlite runs one transaction at a time, so it cannot deadlock.
let t: TestApp;
let owner: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
});

async function backendsWaitingForLocks(): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return resultRows<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Holds the palette's row lock while `write` runs, waits until the write is queued behind it, and
 * reports whether the write already held a lock on `colorId` by then. Writers that lock the palette
 * first hold nothing yet; one that locked its color first (the old updateColor) does, and would
 * deadlock with a writer that went the other way.
 */
async function colorLockedWhileWaitingForPalette(options: {
  paletteId: string;
  colorId: string;
  write: () => Promise<TestResponse>;
}): Promise<{ colorWasLocked: boolean; status: number }> {
  let pending: Promise<TestResponse> | undefined;
  const colorWasLocked = await t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from palettes where id = ${options.paletteId} for update`);
    pending = options.write();
    while ((await backendsWaitingForLocks()) === 0) await new Promise((resolve) => setImmediate(resolve));
    try {
      await tx.execute(sql`savepoint probe`);
      await tx.execute(sql`select id from colors where id = ${options.colorId} for update nowait`);
      return false;
    } catch {
      await tx.execute(sql`rollback to savepoint probe`);
      return true;
    }
  });
  if (!pending) throw new Error('the write was not started');
  return { colorWasLocked, status: (await pending).status };
}

describe('one lock order: the palette before its colors', () => {
  it('holds for editing, moving and removing a color', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 2, columns: 3, colorCount: 3 });
    const [a, b, c] = (await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`)).body;
    if (!a || !b || !c) throw new Error('palette has too few colors');
    const writes: Array<[string, string, () => Promise<TestResponse>]> = [
      ['edit', a.id, () => owner.client.put(`/api/colors/${a.id}`, { personalNotes: 'wet in wet' })],
      [
        'swap',
        a.id,
        () =>
          owner.client.put('/api/colors/positions', [
            { id: a.id, position: 1 },
            { id: b.id, position: 0 },
          ]),
      ],
      ['remove', c.id, () => owner.client.delete(`/api/colors/${c.id}`)],
    ];
    for (const [name, colorId, write] of writes) {
      const outcome = await colorLockedWhileWaitingForPalette({ paletteId: palette.id, colorId, write });
      expect({ name, ...outcome }).toEqual({ name, colorWasLocked: false, status: name === 'remove' ? 204 : 200 });
    }
  });
});

describe('a move and a grid change at once', () => {
  it('checks the move again against the grid it lands in', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 2, columns: 3, colorCount: 1 });
    const [a] = (await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`)).body;
    if (!a) throw new Error('palette has no color');
    // The move to slot 5 is checked against 2 × 3 and waits for the palette; meanwhile its grid
    // becomes 1 × 3, where slot 5 does not exist.
    let move: Promise<TestResponse> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from palettes where id = ${palette.id} for update`);
      move = owner.client.put('/api/colors/positions', [{ id: a.id, position: 5 }]);
      while ((await backendsWaitingForLocks()) === 0) await new Promise((resolve) => setImmediate(resolve));
      await tx.execute(sql`update palettes set rows = 1 where id = ${palette.id}`);
    });
    if (!move) throw new Error('the move was not started');
    expect((await move).status).toBe(400);
    const after = await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(after.body.map((color) => color.position)).toEqual([a.position]);
  });
});
