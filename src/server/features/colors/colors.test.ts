import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { colors } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
let palette: Awaited<ReturnType<typeof buildPalette>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 2, shareEnabled: true });
  await t.db.insert(colors).values({
    paletteId: palette.id,
    isInWorkingArea: true,
    workingAreaPosition: 7,
    workingAreaRow: 1,
    workingAreaColumn: 1,
    paintName: 'Quinacridone Rose',
    manufacturer: 'Daniel Smith',
    pigmentCode: 'PV19',
    personalNotes: 'Only for skies',
  });
});

describe('GET /api/colors/palette/{paletteId}', () => {
  it('lists grid colors then working-area colors, with notes, for the owner and admins', async () => {
    const res = await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.paintName)).toEqual(['Paint 1', 'Paint 2', 'Quinacridone Rose']);
    expect(res.body[2]).toMatchObject({ isInWorkingArea: true, workingAreaPosition: 7, personalNotes: 'Only for skies' });
    const admin = await buildUser(t);
    await makeAdmin(t.db, admin.user.id);
    expect((await admin.client.get<TColor[]>(`/api/colors/palette/${palette.id}`)).body).toHaveLength(3);
  });

  it('hides them from other users and anonymous callers, except through the share link without notes', async () => {
    const other = await buildUser(t);
    expect((await other.client.get(`/api/colors/palette/${palette.id}`)).status).toBe(404);
    expect((await createClient(t.app).get(`/api/colors/palette/${palette.id}`)).status).toBe(401);
    const shared = await createClient(t.app).get<TColor[]>(`/api/colors/palette/${palette.id}?share=true`);
    expect(shared.status).toBe(200);
    expect(shared.body.map((c) => c.personalNotes)).toEqual([null, null, null]);
    expect((await other.client.get('/api/colors/palette/not-an-id')).status).toBe(400);
  });
});
