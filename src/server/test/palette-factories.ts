import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { colors, invites, palettes, users } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from './factories';
import type { TestApp } from './harness';

let sequence = 0;

/** A palette straight in the database (masters, pushed copies, bulk data), with `colorCount` grid colors. */
export async function buildPalette(
  db: Db,
  overrides: Partial<typeof palettes.$inferInsert> & { userId: string; colorCount?: number },
): Promise<typeof palettes.$inferSelect> {
  sequence += 1;
  const { colorCount = 0, ...values } = overrides;
  const [palette] = await db
    .insert(palettes)
    .values({ name: `Palette ${sequence}`, medium: 'Watercolor', rows: 4, columns: 8, ...values })
    .returning();
  if (!palette) throw new Error('no palette inserted');
  if (colorCount > 0) {
    await db.insert(colors).values(
      Array.from({ length: colorCount }, (_, i) => ({
        paletteId: palette.id,
        position: i,
        paintName: `Paint ${i + 1}`,
        hexCode: `#${(0x102030 + i * 0x0a0b0c).toString(16).slice(-6).padStart(6, '0')}`,
      })),
    );
  }
  return palette;
}

/** Many palettes of one owner in one statement each, for query-count tests. */
export async function buildPalettes(db: Db, options: { userId: string; count: number; colorsEach: number }) {
  const rows = await db
    .insert(palettes)
    .values(Array.from({ length: options.count }, (_, i) => ({ userId: options.userId, name: `Bulk ${i}`, medium: 'Watercolor' })))
    .returning({ id: palettes.id });
  await db
    .insert(colors)
    .values(
      rows.flatMap(({ id }) =>
        Array.from({ length: options.colorsEach }, (_, i) => ({ paletteId: id, position: i, paintName: `Paint ${i}` })),
      ),
    );
}

/** An invitation to a palette, sent by `invitedBy` and accepted by `invitee` just now (valid for a day). */
export async function buildAcceptedInvite(db: Db, options: { paletteId: string; invitedBy: BuiltUser; invitee: BuiltUser }) {
  const { paletteId, invitedBy, invitee } = options;
  await db.insert(invites).values({
    token: randomBytes(32).toString('base64url'),
    paletteId,
    inviteeEmail: invitee.email,
    invitedByUserId: invitedBy.user.id,
    acceptedByUserId: invitee.user.id,
    acceptedAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

export async function makeAdmin(db: Db, userId: string) {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** The callers a route's access is tested as (besides anonymous): the owner, another user, an admin. */
export async function buildOwnerStrangerAdmin(t: TestApp): Promise<{ owner: BuiltUser; stranger: BuiltUser; admin: BuiltUser }> {
  const owner = await buildUser(t);
  const stranger = await buildUser(t);
  const admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  return { owner, stranger, admin };
}
