import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import { colors, paints, pigments } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

let t: TestApp;
let owner: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
});

describe('pigment codes written through the API', () => {
  it('are stored in their standard form, the words around them as typed', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 2, columns: 3 });
    const created = await owner.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      paintName: 'Burnt Sienna',
      hexCode: '#8A3B1E',
      pigmentCode: 'pbr 7, PBK9 (bone)',
    });
    expect(created.status).toBe(201);
    expect(created.body.pigmentCode).toBe('PBr7, PBk9 (bone)');

    const renamed = await owner.client.put<TColor>(`/api/colors/${created.body.id}`, {
      paintName: 'Burnt Sienna Deep',
      hexCode: '#7A331A',
    });
    expect(renamed.body.pigmentCode).toBe('PBr7, PBk9 (bone)');
    const recoded = await owner.client.put<TColor>(`/api/colors/${created.body.id}`, {
      paintName: 'Burnt Sienna Deep',
      hexCode: '#7A331A',
      pigmentCode: 'Pigment Brown 7 + p.v.19',
    });
    expect(recoded.body.pigmentCode).toBe('PBr7 + PV19');

    const listed = await owner.client.get<TColor[]>(`/api/colors/palette/${palette.id}`);
    expect(listed.body.map((color) => color.pigmentCode)).toEqual(['PBr7 + PV19']);
  });
});

describe('pigment codes stored before standard casing (migration 0012)', () => {
  const migration = fileURLToPath(new URL('../../db/migrations/0012_pigment-code-casing.sql', import.meta.url));

  it('are rewritten in the catalogue and in colors', async () => {
    // The database as it was before: the old format check, and codes in capitals.
    await t.db.execute(sql`alter table pigments drop constraint pigments_code_format`);
    await t.db.execute(
      sql`alter table pigments add constraint pigments_code_format check (code ~ '^P(BK|BR|B|G|M|O|R|V|W|Y)[0-9]+(:[0-9]+)?$')`,
    );
    await t.db.insert(pigments).values([
      { code: 'PBR7', commonName: 'Natural Iron Oxide' },
      { code: 'PBK9', commonName: 'Bone Black' },
      { code: 'PB29', commonName: 'Ultramarine Blue' },
    ]);
    await t.db.insert(paints).values([
      { paintName: 'Sepia', manufacturer: 'Test Maker', medium: 'Watercolor', pigmentCodes: ['PB29', 'PBR7', 'PBK9'] },
      { paintName: 'French Ultramarine', manufacturer: 'Test Maker', medium: 'Watercolor', pigmentCodes: ['PB29'] },
    ]);
    const palette = await buildPalette(t.db, { userId: owner.user.id });
    const typed = {
      'PBR7, PBK9': 'PBr7, PBk9',
      'pbk 9 (bone), P.B. 29, py 3': 'PBk 9 (bone), P.B. 29, PY 3',
      'Pyrrol scarlet, Pigment Red 255': 'Pyrrol scarlet, Pigment Red 255',
    };
    const inserted = await t.db
      .insert(colors)
      .values(
        Object.keys(typed).map((pigmentCode, position) => ({
          paletteId: palette.id,
          position,
          paintName: `Paint ${position}`,
          pigmentCode,
        })),
      )
      .returning({ id: colors.id, pigmentCode: colors.pigmentCode });

    for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    expect((await t.db.select({ code: pigments.code }).from(pigments)).map((p) => p.code).sort()).toEqual(['PB29', 'PBk9', 'PBr7']);
    const catalogue = await t.db
      .select({ name: paints.paintName, codes: paints.pigmentCodes, families: paints.pigmentFamilies })
      .from(paints);
    expect(catalogue).toEqual(
      expect.arrayContaining([
        { name: 'Sepia', codes: ['PB29', 'PBr7', 'PBk9'], families: ['PB29', 'PBk9', 'PBr7'] },
        { name: 'French Ultramarine', codes: ['PB29'], families: ['PB29'] },
      ]),
    );
    for (const { id, pigmentCode } of inserted) {
      const [stored] = await t.db.select({ pigmentCode: colors.pigmentCode }).from(colors).where(eq(colors.id, id));
      expect(stored?.pigmentCode).toBe(typed[pigmentCode as keyof typeof typed]);
    }
    // The new format check holds: capitals for black are refused, natural pigments accepted.
    await expect(t.db.insert(pigments).values({ code: 'PBK10', commonName: 'Graphite' })).rejects.toThrow();
    await t.db.insert(pigments).values({ code: 'NR9', commonName: 'Madder' });
  });
});
