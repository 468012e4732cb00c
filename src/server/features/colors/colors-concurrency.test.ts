import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
});

/** Places held by more than one color of a palette (must always be none). */
async function doubleBookedPlaces(paletteId: string): Promise<number> {
  const result = await t.db.execute(sql`
    select count(*)::int as n from (
      select 1 from colors where palette_id = ${paletteId}
      group by is_in_working_area, coalesce(position, -1), coalesce(working_area_position, -1) having count(*) > 1
    ) clash`);
  return resultRows<{ n: number }>(result)[0]?.n ?? 0;
}

describe('concurrent writers on one palette', () => {
  // On PostgreSQL this deadlocked while an edit locked its color before the palette and a swap
  // locked the palette before the colors (each a 500 after deadlock_timeout). With one lock order
  // every request succeeds; the palette stays consistent.
  it('edit, swap, add and remove at once all succeed, and no place holds two colors', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 3, columns: 4, colorCount: 8 });
    const start = await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    const [a, b, c, d] = start.body;
    if (!a || !b || !c || !d) throw new Error('palette has too few colors');
    const statuses: number[] = [];
    const lastNote = new Map<string, string>();
    const round = async (i: number) => {
      const note = `round ${i}`;
      const results = await Promise.all([
        owner.client.put(`/api/colors/${a.id}`, { personalNotes: note }),
        owner.client.put('/api/colors/positions', [
          { id: a.id, position: i % 2 === 0 ? b.position : a.position },
          { id: b.id, position: i % 2 === 0 ? a.position : b.position },
        ]),
        owner.client.put(`/api/colors/${b.id}`, { paintName: `Blue ${i}` }),
        owner.client.put('/api/colors/positions', [
          { id: c.id, position: i % 2 === 0 ? d.position : c.position },
          { id: d.id, position: i % 2 === 0 ? c.position : d.position },
        ]),
        owner.client.put(`/api/colors/${d.id}`, { personalNotes: note }),
        owner.client.post<TColor>('/api/colors', { paletteId: palette.id, paintName: `Extra ${i}`, hexCode: '#123456' }),
      ]);
      const added = results[5];
      statuses.push(...results.map((r) => r.status));
      lastNote.set(a.id, note);
      if (added.status === 201) statuses.push((await owner.client.delete(`/api/colors/${added.body.id}`)).status);
    };
    for (let i = 0; i < 12; i += 1) await round(i);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 204)).toBe(true);
    const end = await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(end.body).toHaveLength(8);
    expect(end.body.find((color) => color.id === a.id)?.personalNotes).toBe(lastNote.get(a.id));
    expect(await doubleBookedPlaces(palette.id)).toBe(0);
  });
});
