import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema/index.ts';
import { buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

// Issue 41 item 9: "Download my data" left out saved mixes' notes. Every column that can hold what a
// person wrote is named here with where the export shows it, and every other text column with why
// it holds nothing of theirs; a table or text column added later fails the first test until it is
// placed, and the second fills every written column with a value of its own and finds each in the ZIP.

/** Text columns (text, uuid-free) that hold what the person wrote, for the tables a person writes to. */
const WRITTEN: Record<string, readonly string[]> = {
  users: ['email', 'name', 'displayName', 'avatarUrl'],
  auth_users: ['name', 'email', 'image'],
  palettes: ['name', 'medium', 'tags', 'notes', 'collaborationCompany', 'collaborationUrl'],
  colors: [
    'paintName',
    'manufacturer',
    'pigmentCode',
    'hexCode',
    'medium',
    'lightfastness',
    'opacity',
    'granulation',
    'staining',
    'seriesName',
    'personalNotes',
    'affiliateLink',
  ],
  palette_mixes: ['targetHex', 'targetName', 'paints', 'notes'],
  tags: ['name'],
  inventory_items: [
    'paintName',
    'manufacturer',
    'pigmentCode',
    'hexCode',
    'medium',
    'seriesName',
    'lightfastness',
    'opacity',
    'granulation',
    'staining',
    'form',
    'level',
    'note',
  ],
  invites: ['inviteeEmail'],
  mailing_list_subscriptions: ['email', 'name'],
  analytics_events: ['name', 'path', 'params'],
  paint_reports: ['note'],
  paint_fact_edits: ['before', 'after', 'source'],
};

/** The other text columns of those tables, and why none holds anything the person wrote. */
const NOT_WRITTEN: Record<string, Record<string, string>> = {
  users: { authUserId: 'a link to the sign-in record' },
  auth_users: { id: 'an id' },
  auth_sessions: { id: 'an id', token: 'a secret', ipAddress: 'recorded, not written', userAgent: 'recorded', userId: 'a link' },
  auth_accounts: {
    id: 'an id',
    accountId: "the provider's id",
    providerId: 'exported as the sign-in methods',
    userId: 'a link',
    accessToken: 'a secret',
    refreshToken: 'a secret',
    idToken: 'a secret',
    scope: "the provider's grant",
    password: 'a hash, a secret',
  },
  auth_verifications: { id: 'an id', identifier: 'a token', value: 'a link' },
  palettes: {
    creatorDisplayName: "a copy of the creator's profile",
    creatorName: "a copy of the creator's profile",
    creatorEmail: "a copy of the creator's profile",
  },
  palette_mixes: { mixHex: 'worked out by the server (exported too)' },
  inventory_items: { itemJson: 'generated from the other columns' },
  invites: { token: 'a secret link' },
  shopping_list_shares: { token: 'a secret link' },
};

/** Tables that hold nothing of one person's: the catalogue, counters, and the insights' folded sums. */
const NOT_A_PERSONS = [
  'paints',
  'pigments',
  'catalogue_imports',
  'catalogue_revision',
  'rate_limits',
  'auth_rate_limits',
  'insight_daily',
  'insight_monthly',
  'insight_runs',
];
/** Tables of a person's with no text column: links and counters (their content is in the tables above). */
const WITHOUT_TEXT = ['color_tags', 'studio_revisions', 'studio_changes'];

const tables: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
const textColumnsOf = (table: PgTable) =>
  Object.entries(getTableColumns(table))
    .filter(([, column]) => ['string', 'json', 'array'].includes(column.dataType) && column.columnType !== 'PgUUID')
    .map(([key]) => key);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('Download my data holds everything the person wrote', () => {
  it('places every table and every text column of the schema', () => {
    const placed = Object.fromEntries(
      tables.map((table) => {
        const name = getTableName(table);
        return [name, [...(WRITTEN[name] ?? []), ...Object.keys(NOT_WRITTEN[name] ?? {})].sort()];
      }),
    );
    for (const table of tables) {
      const name = getTableName(table);
      if (NOT_A_PERSONS.includes(name)) continue;
      expect({ table: name, columns: textColumnsOf(table).sort() }).toEqual({ table: name, columns: placed[name] });
      if (textColumnsOf(table).length === 0) expect(WITHOUT_TEXT).toContain(name);
    }
    const known = new Set([...Object.keys(WRITTEN), ...Object.keys(NOT_WRITTEN), ...NOT_A_PERSONS, ...WITHOUT_TEXT]);
    expect(tables.map(getTableName).filter((name) => !known.has(name))).toEqual([]);
  });

  it('finds in the ZIP each written column, filled with a value of its own', async () => {
    const person = await buildUser(t);
    const mark = (column: string) => `written ${column} ${person.user.id.slice(0, 8)}`;
    const expected: Array<[column: string, value: string]> = [];
    /** Each string in a value (a list's, a JSON object's too), as the export must show it. */
    const stringsOf = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
    /**
     * A row's written columns (typed as the caller's row, whose other columns it adds after):
     * `mark(table.column)` unless given, each remembered to be found.
     */
    const written = <T extends Record<string, unknown>>(table: string, given: Partial<T> = {}): T => {
      const row: Record<string, unknown> = {};
      for (const column of WRITTEN[table] ?? []) {
        row[column] = column in given ? given[column] : mark(`${table}.${column}`);
        for (const value of stringsOf(row[column])) expected.push([`${table}.${column}`, value]);
      }
      return row as T;
    };
    const picture = `https://pictures.example/${person.user.id}.webp`;
    const { email: _email, ...profile } = written('users', { email: person.email, displayName: 'A name shown', avatarUrl: picture });
    await t.db.update(schema.users).set(profile).where(eq(schema.users.id, person.user.id));
    const { email: _authEmail, ...identity } = written('auth_users', { email: person.email, image: `${picture}?signin` });
    await t.db.update(schema.authUsers).set(identity).where(eq(schema.authUsers.email, person.email));
    const palette = await buildPalette(t.db, {
      userId: person.user.id,
      ...written('palettes', { tags: [mark('palettes.tags')], collaborationUrl: 'https://maker.example/together' }),
    });
    const [color] = await t.db
      .insert(schema.colors)
      .values({
        ...written<typeof schema.colors.$inferInsert>('colors', { hexCode: '#1A2B3C', affiliateLink: 'https://shop.example/tube' }),
        paletteId: palette.id,
        position: 0,
      })
      .returning();
    const [tag] = await t.db
      .insert(schema.tags)
      .values({ ...written<typeof schema.tags.$inferInsert>('tags'), userId: person.user.id })
      .returning();
    await t.db.insert(schema.colorTags).values({ colorId: color?.id ?? '', tagId: tag?.id ?? '' });
    const paints = [{ paintName: mark('mix paint'), manufacturer: mark('mix maker'), hexCode: '#2B3C4D', parts: 2 }];
    await t.db.insert(schema.paletteMixes).values({
      ...written<typeof schema.paletteMixes.$inferInsert>('palette_mixes', { targetHex: '#3C4D5E', paints }),
      paletteId: palette.id,
      strength: 1,
      mixHex: '#2B3C4E',
      deltaE: 1.5,
    });
    await t.db.insert(schema.inventoryItems).values({
      ...written<typeof schema.inventoryItems.$inferInsert>('inventory_items', { hexCode: '#4D5E6F', form: 'half pan', level: 'low' }),
      userId: person.user.id,
    });
    await t.db.insert(schema.invites).values({
      ...written<typeof schema.invites.$inferInsert>('invites', { inviteeEmail: `friend-${person.user.id}@example.com` }),
      paletteId: palette.id,
      invitedByUserId: person.user.id,
      token: 'x'.repeat(43),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await t.db.insert(schema.mailingListSubscriptions).values({
      ...written<typeof schema.mailingListSubscriptions.$inferInsert>('mailing_list_subscriptions', { email: person.email }),
      userId: person.user.id,
      autoSubscribe: true,
      hasOptedIn: true,
    });
    await t.db.insert(schema.analyticsEvents).values({
      ...written<typeof schema.analyticsEvents.$inferInsert>('analytics_events', {
        name: 'page_view',
        path: `/palettes/${palette.id}`,
        params: { note: mark('event param') },
      }),
      userId: person.user.id,
    });

    const [paint] = await t.db
      .insert(schema.paints)
      .values({ paintName: 'Quinacridone Gold', manufacturer: 'Daniel Smith', medium: 'Watercolor', defaultHexCode: '#C98A1B' })
      .returning();
    await t.db.insert(schema.paintReports).values({ ...written('paint_reports'), paintId: paint?.id ?? '', reporterId: person.user.id });
    await t.db.insert(schema.paintFactEdits).values({
      ...written<typeof schema.paintFactEdits.$inferInsert>('paint_fact_edits', {
        before: { pigmentCodes: [mark('paint_fact_edits.before')] },
        after: { pigmentCodes: [mark('paint_fact_edits.after')] },
        source: 'https://maker.example/chart',
      }),
      paintId: paint?.id ?? '',
      editorId: person.user.id,
    });

    const res = await t.app.request(`/api/users/${person.user.id}/export`, { headers: { cookie: person.client.cookieHeader() } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = Object.entries(files)
      .filter(([name]) => /\.(json|csv)$/.test(name))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    const missing = expected.filter(([, value]) => !text.includes(value)).map(([column]) => column);
    expect(missing).toEqual([]);
    // Which colours carry the person's tags is theirs too, not only the tags' names.
    const palettes = JSON.parse(strFromU8(files['palettes.json'] ?? new Uint8Array())) as Array<{ colors: Array<{ tags: string[] }> }>;
    expect(palettes[0]?.colors[0]?.tags).toEqual([mark('tags.name')]);
  });
});
