import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAddInventoryResult, TInventoryItem } from '#common/schemas/inventory.ts';
import { paints } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { inventoryTestBed } from './test-paints';

const bed = inventoryTestBed();

const MISSING = '00000000-0000-4000-8000-000000000000';

async function added(who: BuiltUser, body: object): Promise<TInventoryItem> {
  const res = await who.client.post<TAddInventoryResult>('/api/inventory', body);
  expect(res.status).toBe(201);
  return res.body.item;
}
const listOf = async (who: BuiltUser) => (await who.client.get<TInventoryItem[]>('/api/inventory')).body;

describe('PUT /api/inventory/{id}', () => {
  it("changes the owner's item: level, count, note, wishlist; 'Bought' makes it owned, full and off the list", async () => {
    const item = await added(bed.owner, { paintName: 'Aureolin', hexCode: '#F3D33A', count: 0, wish: true, level: 'low' });
    const noted = await bed.owner.client.put<TInventoryItem>(`/api/inventory/${item.id}`, { note: '  for skies  ', level: 'half' });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ id: item.id, note: 'for skies', level: 'half', count: 0, wish: true });
    const bought = await bed.owner.client.put<TInventoryItem>(`/api/inventory/${item.id}`, { bought: true });
    expect(bought.body).toMatchObject({ count: 1, level: 'full', wish: false, note: 'for skies' });
    const two = await bed.owner.client.put<TInventoryItem>(`/api/inventory/${item.id}`, { count: 2, bought: true, note: '' });
    expect(two.body).toMatchObject({ count: 2, level: 'full', note: null });
    expect((await listOf(bed.owner)).find((i) => i.id === item.id)).toEqual(two.body);
  });

  it('answers anyone but the owner, an admin too, as for an item that does not exist, and changes nothing', async () => {
    const item = await added(bed.owner, { paintName: 'Cobalt Teal', hexCode: '#1FA7A1' });
    for (const other of [bed.stranger, bed.admin]) {
      const foreign = await other.client.put(`/api/inventory/${item.id}`, { count: 5 });
      const missing = await other.client.put(`/api/inventory/${MISSING}`, { count: 5 });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await createClient(bed.t.app).put(`/api/inventory/${item.id}`, { count: 5 })).status).toBe(401);
    expect((await bed.owner.client.put('/api/inventory/not-an-id', { count: 5 })).status).toBe(400);
    expect((await bed.owner.client.put(`/api/inventory/${item.id}`, {})).status).toBe(400);
    expect((await bed.owner.client.put(`/api/inventory/${item.id}`, { count: -1 })).status).toBe(400);
    expect((await bed.owner.client.put(`/api/inventory/${item.id}`, { paintName: 'Renamed' })).status).toBe(400);
    expect((await listOf(bed.owner)).find((i) => i.id === item.id)?.count).toBe(1);
  });

  it('refuses a form the paint is already held in: that item is the one to count', async () => {
    const painter = await buildUser(bed.t);
    const tube = await added(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue });
    await added(painter, { cataloguePaintId: bed.paint.dsPhthaloBlue, form: 'pan' });
    const clash = await painter.client.put<{ message: string }>(`/api/inventory/${tube.id}`, { form: 'pan' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("You already hold this paint as a pan: change that one's count instead.");
    expect((await painter.client.put<TInventoryItem>(`/api/inventory/${tube.id}`, { form: 'half pan' })).body.form).toBe('half pan');
  });
});

describe('DELETE /api/inventory/{id}', () => {
  it('removes the owner’s item; anyone else is told it does not exist, and it stays', async () => {
    const item = await added(bed.owner, { paintName: 'Sepia', hexCode: '#5E4B3C' });
    for (const other of [bed.stranger, bed.admin]) expect((await other.client.delete(`/api/inventory/${item.id}`)).status).toBe(404);
    expect((await createClient(bed.t.app).delete(`/api/inventory/${item.id}`)).status).toBe(401);
    expect((await listOf(bed.owner)).map((i) => i.id)).toContain(item.id);
    expect((await bed.owner.client.delete(`/api/inventory/${item.id}`)).status).toBe(204);
    expect((await bed.owner.client.delete(`/api/inventory/${item.id}`)).status).toBe(404);
    expect((await listOf(bed.owner)).map((i) => i.id)).not.toContain(item.id);
  });
});

describe('an item of a catalogue paint', () => {
  it("shows the paint's Buy link as the catalogue has it now", async () => {
    const painter = await buildUser(bed.t);
    const item = await added(painter, { cataloguePaintId: bed.paint.dsUltramarine });
    expect(item.buyLink).toBeNull();
    // What affiliate verification does to a catalogue paint (decision 011).
    const verified = 'https://www.amazon.com/dp/B0DSULTRA1?tag=studiowater-20';
    await bed.t.db.update(paints).set({ affiliateLink: verified }).where(eq(paints.id, bed.paint.dsUltramarine));
    expect((await listOf(painter)).map((i) => i.buyLink)).toEqual([verified]);
  });

  it('outlives the catalogue entry: the facts stay, the link and the Buy link go', async () => {
    const painter = await buildUser(bed.t);
    const item = await added(painter, { cataloguePaintId: bed.paint.wnWinsorBlue, level: 'low' });
    await bed.t.db.delete(paints).where(eq(paints.id, bed.paint.wnWinsorBlue));
    expect(await listOf(painter)).toEqual([{ ...item, cataloguePaintId: null, buyLink: null }]);
    // Now a paint by hand: adding one of its name and maker counts it.
    const again = await painter.client.post<TAddInventoryResult>('/api/inventory', {
      paintName: 'Winsor Blue (Green Shade)',
      manufacturer: 'Winsor & Newton',
      hexCode: '#0E3B6B',
    });
    expect(again.body).toMatchObject({ added: false, item: { id: item.id, count: 2 } });
  });
});
