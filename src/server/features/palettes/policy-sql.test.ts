import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '#server/db/raw-rows.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';
import { abilitiesFor, type PaletteActor, writableBy } from './policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('writableBy', () => {
  it('says of every kind of palette and caller what the policy says of editing it', async () => {
    const owner = (await buildUser(t)).user;
    const stranger = (await buildUser(t)).user;
    const actors: PaletteActor[] = [
      { id: owner.id, isAdmin: false },
      { id: stranger.id, isAdmin: false },
      { id: stranger.id, isAdmin: true },
      { id: owner.id, isAdmin: true },
    ];
    const kinds = [false, true].flatMap((isOriginal) =>
      [false, true].flatMap((isPushedByAdmin) => [false, true].map((isDistributed) => ({ isOriginal, isPushedByAdmin, isDistributed }))),
    );
    const built = await Promise.all(kinds.map((kind) => buildPalette(t.db, { userId: owner.id, ...kind })));
    const facts = { sharedWithActor: true, actorHasCopy: false };
    for (const actor of actors) {
      const result = await t.db.execute(
        sql`select palettes.id from palettes where palettes.user_id = ${owner.id} and ${writableBy(actor)}`,
      );
      const writable = new Set(resultRows<{ id: string }>(result).map((row) => row.id));
      for (const palette of built) {
        const kind = { isOriginal: palette.isOriginal, isPushedByAdmin: palette.isPushedByAdmin, isDistributed: palette.isDistributed };
        expect({ actor, kind, writable: writable.has(palette.id) }).toEqual({
          actor,
          kind,
          writable: abilitiesFor(actor, palette, facts).edit,
        });
      }
    }
    // Not vacuous: of the owner's own palettes, some are writable and some are not.
    const ownerAlone = { id: owner.id, isAdmin: false };
    expect(built.some((p) => abilitiesFor(ownerAlone, p, facts).edit)).toBe(true);
    expect(built.some((p) => !abilitiesFor(ownerAlone, p, facts).edit)).toBe(true);
  });
});
