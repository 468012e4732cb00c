import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS, PEOPLE_SKETCH_BITS } from '#common/insights.ts';
import type { TInsights } from '#common/schemas/insights.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { analyticsEvents, colors, insightDaily, insightMonthly, insightRuns, paints, palettes, users } from '#server/db/schema/index.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildInventoryItems } from '#server/test/inventory-factories.ts';
import { buildPalette, makeAdmin } from '#server/test/palette-factories.ts';
import { addDays, dayOf, monthOf, nextMonth, periodSegments } from './days';
import { estimatePeople } from './read-insights';
import { dailyRollup, firstKeptDay, rollupDay } from './rollup';

let t: TestApp;
let admin: BuiltUser;
let painters: BuiltUser[];
const today = dayOf(new Date());
/** A past day the tests put events on: nothing else happens on it. */
const pastDay = addDays(today, -20);

/** The bit a person sets in a people sketch, as insight_person_bit (migration 0025) chooses it. */
const sketchBit = (id: string) => Number.parseInt(createHash('md5').update(id).digest('hex').slice(0, 4), 16) & (PEOPLE_SKETCH_BITS - 1);

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t);
  await makeAdmin(t.db, admin.user.id);
  // Seven painters of seven bits: two people sharing a bit count as one (the sketch under-counts,
  // on purpose), which would fold a row of five by the luck of the ids.
  painters = [];
  const bits = new Set([sketchBit(admin.user.id)]);
  while (painters.length < 7) {
    const painter = await buildUser(t);
    if (!bits.has(sketchBit(painter.user.id))) painters.push(painter);
    bits.add(sketchBit(painter.user.id));
  }
});

const insights = (client: BuiltUser['client'], from: string, to: string) =>
  client.get<TInsights & { code: string }>(`/api/admin/insights?from=${from}&to=${to}`);

/** Events straight in the table, at noon (UTC) of `day`. */
async function addEvents(day: string, events: { name: 'buy_click' | 'login' | 'page_view'; userId: string | null; params?: object }[]) {
  await t.db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      path: '/',
      params: event.params ?? {},
      userId: event.userId,
      createdAt: new Date(`${day}T12:00:00Z`),
    })),
  );
}

const click = (userId: string | null, paint: string, manufacturer = 'Daniel Smith', palette?: string) => ({
  name: 'buy_click' as const,
  userId,
  params: { paint, manufacturer, ...(palette ? { palette } : {}) },
});

describe('who may read insights', () => {
  it('is admins only: 401 signed out, 403 for a painter, 200 for an admin', async () => {
    expect((await insights(createClient(t.app), pastDay, today)).status).toBe(401);
    expect((await insights((painters[0] as BuiltUser).client, pastDay, today)).status).toBe(403);
    expect((await insights(admin.client, pastDay, today)).status).toBe(200);
    const rollup = (client: BuiltUser['client']) => client.post('/api/admin/insights/rollups', { day: today });
    expect((await rollup(createClient(t.app))).status).toBe(401);
    expect((await rollup((painters[0] as BuiltUser).client)).status).toBe(403);
    expect((await rollup(admin.client)).status).toBe(200);
  });

  it.each([
    ['a day not written as a day', 'from=yesterday&to=2026-01-01'],
    ['a period ending before it starts', `from=${today}&to=${pastDay}`],
    ['a period longer than a year and a day', `from=${addDays(today, -INSIGHTS.maxPeriodDays)}&to=${today}`],
    ['a field it does not know', `from=${pastDay}&to=${today}&user=me`],
  ])('refuses %s with 400', async (_, query) => {
    const res = await admin.client.get<{ code: string }>(`/api/admin/insights?${query}`);
    expect(res.status).toBe(400);
  });
});

describe('the daily rollup', () => {
  it('counts buy clicks by paint, maker and master; a row of fewer than 5 people is folded into Other', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Brand earths' });
    const ids = painters.map((p) => p.user.id);
    await addEvents(pastDay, [
      // Goethite: five people, one of them twice, through the master.
      ...ids.slice(0, 5).map((id) => click(id, 'Goethite', 'Daniel Smith', master.id)),
      click(ids[0] as string, 'Goethite', 'Daniel Smith', master.id),
      // Lunar Black: four people, nine clicks: folded however often they click.
      ...ids.slice(0, 4).flatMap((id) => [click(id, 'Lunar Black'), click(id, 'Lunar Black')]),
      click(ids[0] as string, 'Lunar Black'),
      // Signed out: counted as a click, never as one of the people.
      click(null, 'Lunar Black'),
    ]);
    await rollupDay({ db: t.db, day: pastDay });
    const res = await insights(admin.client, pastDay, pastDay);
    expect(res.status).toBe(200);
    const { buyClicks } = res.body;
    expect(buyClicks.series.total.current).toBe(16);
    expect(buyClicks.series.days).toEqual([{ day: pastDay, value: 16 }]);
    expect(buyClicks.paints.rows).toEqual([{ key: 'Goethite\tDaniel Smith', label: 'Goethite', detail: 'Daniel Smith', value: 6 }]);
    expect(buyClicks.paints.other).toEqual({ value: 10, rows: 1 });
    // The maker: seven people in all.
    expect(buyClicks.makers.rows).toEqual([{ key: 'Daniel Smith', label: 'Daniel Smith', detail: null, value: 16 }]);
    expect(buyClicks.palettes.rows).toEqual([{ key: master.id, label: 'Brand earths', detail: null, value: 6 }]);
  });

  it('counts a buy click on a search link (issue 42) as the browser sends it, like any other', async () => {
    for (const painter of painters.slice(0, 5)) {
      const params = { paint: 'Ultramarine Blue (Deep)', manufacturer: 'Roman Szmal', kind: 'search' };
      expect((await painter.client.post('/api/analytics/events', { name: 'buy_click', path: '/palettes/x', params })).status).toBe(204);
    }
    await rollupDay({ db: t.db, day: today });
    const { buyClicks } = (await insights(admin.client, today, today)).body;
    expect(buyClicks.makers.rows).toContainEqual({ key: 'Roman Szmal', label: 'Roman Szmal', detail: null, value: 5 });
    expect(buyClicks.paints.rows).toContainEqual(expect.objectContaining({ label: 'Ultramarine Blue (Deep)', value: 5 }));
  });

  it('makes a day again alike, and again with what came since; a day whose events are gone is refused', async () => {
    const day = addDays(today, -30);
    const ids = painters.map((p) => p.user.id);
    await addEvents(
      day,
      ids.slice(0, 5).map((id) => click(id, 'Moonglow')),
    );
    await rollupDay({ db: t.db, day });
    const rowsOf = () =>
      t.db
        .select({ metric: insightDaily.metric, dim: insightDaily.dim, value: insightDaily.value })
        .from(insightDaily)
        .where(eq(insightDaily.day, day))
        .orderBy(insightDaily.metric, insightDaily.dim);
    const first = await rowsOf();
    await rollupDay({ db: t.db, day });
    expect(await rowsOf()).toEqual(first);
    await addEvents(day, [click(ids[5] as string, 'Moonglow')]);
    await rollupDay({ db: t.db, day });
    expect((await insights(admin.client, day, day)).body.buyClicks.paints.rows).toEqual([
      expect.objectContaining({ label: 'Moonglow', value: 6 }),
    ]);
    const [run] = await t.db.select().from(insightRuns).where(eq(insightRuns.day, day));
    expect(run?.durationMs).toBeGreaterThanOrEqual(0);

    const gone = addDays(firstKeptDay(today), -1);
    const refused = await admin.client.post<{ code: string }>('/api/admin/insights/rollups', { day: gone });
    expect(refused.status).toBe(409);
    expect((await admin.client.post('/api/admin/insights/rollups', { day: addDays(today, 1) })).status).toBe(400);
  });

  it('makes every day not yet made through yesterday, and removes raw events older than kept', async () => {
    const old = addDays(firstKeptDay(today), -3);
    await addEvents(old, [{ name: 'page_view', userId: null }]);
    await addEvents(addDays(today, -2), [{ name: 'login', userId: (painters[0] as BuiltUser).user.id }]);
    const clicked = addDays(today, -10);
    await addEvents(
      clicked,
      painters.slice(0, 5).map((p) => click(p.user.id, 'Umber Monthly')),
    );
    const { days, removedEvents } = await dailyRollup({ db: t.db });
    // Each month the job touched is summed once, after its last day made: the clicks are in it.
    const [month] = await t.db
      .select()
      .from(insightMonthly)
      .where(sql`${insightMonthly.month} = ${monthOf(clicked)}::date and ${insightMonthly.dim} = ${'Umber Monthly\tDaniel Smith'}`);
    expect(month?.value).toBe(5);
    expect(days).toContain(addDays(today, -1));
    expect(days).not.toContain(today);
    expect(removedEvents).toBe(1);
    expect(await t.db.$count(analyticsEvents, sql`${analyticsEvents.createdAt} < ${new Date(`${firstKeptDay(today)}T00:00:00Z`)}`)).toBe(0);
    // The next run has nothing new but yesterday again.
    expect((await dailyRollup({ db: t.db })).days).toEqual([addDays(today, -1)]);
  });
});

describe("painters' numbers", () => {
  it('counts sign-ups by method (a method fewer than 5 chose is "other"), palettes created and weekly active painters', async () => {
    const ids = painters.map((p) => p.user.id);
    await addEvents(
      addDays(today, -3),
      ids.slice(0, 3).map((id) => ({ name: 'login' as const, userId: id })),
    );
    await addEvents(
      addDays(today, -1),
      ids.slice(2, 6).map((id) => ({ name: 'login' as const, userId: id })),
    );
    for (const day of [addDays(today, -3), addDays(today, -1), today]) await rollupDay({ db: t.db, day });
    await buildPalette(t.db, { userId: ids[0] as string });
    await rollupDay({ db: t.db, day: today });
    const { painters: numbers } = (await insights(admin.client, addDays(today, -6), today)).body;
    // Every test person signed up by e-mail and password today: 8 or more.
    const todays = numbers.signups.days.at(-1);
    expect(todays?.email_password).toBeGreaterThanOrEqual(8);
    expect(numbers.signups.methods).toEqual(['email_password', 'other']);
    expect(numbers.signups.total.current).toBe(todays?.email_password);
    // Active in the week ending yesterday: painters 0-5 (six people).
    expect(numbers.weeklyActive.days.find((d) => d.day === addDays(today, -1))?.value).toBe(6);
    expect(numbers.palettesCreated.days.at(-1)?.value).toBeGreaterThanOrEqual(1);
    expect(numbers.palettesCreated.previousDays).toHaveLength(7);
  });
});

describe('curated palettes', () => {
  it('follows a distribution: people reached, copies kept, removed, opened, copied and edited', async () => {
    const create = await admin.client.post<TPalette>('/api/admin/master-palettes', { name: 'Brand primaries', medium: 'Watercolor' });
    const master = create.body;
    await admin.client.put(`/api/admin/toggle-distribution/${master.id}`, { isDistributed: true });
    const copyOf = async (painter: BuiltUser) => {
      const [copy] = await t.db
        .select()
        .from(palettes)
        .where(sql`${palettes.originalPaletteId} = ${master.id} and ${palettes.userId} = ${painter.user.id}`);
      return copy as typeof palettes.$inferSelect;
    };
    // Five open their copy (twice for one: once a day each), one removes theirs.
    for (const painter of painters.slice(0, 5))
      expect((await painter.client.get(`/api/palettes/${(await copyOf(painter)).id}`)).status).toBe(200);
    await (painters[0] as BuiltUser).client.get(`/api/palettes/${(await copyOf(painters[0] as BuiltUser)).id}`);
    const leaver = painters[6] as BuiltUser;
    expect((await leaver.client.delete(`/api/palettes/${(await copyOf(leaver)).id}`)).status).toBe(204);
    // An own copy made and deleted again is neither a copy kept nor a distributed one removed.
    const copier = painters[5] as BuiltUser;
    const own = await copier.client.post<TPalette>(`/api/palettes/copy/${master.id}`, { userId: copier.user.id });
    expect(own.status).toBe(201);
    expect((await copier.client.delete(`/api/palettes/${own.body.id}`)).status).toBe(204);
    await rollupDay({ db: t.db, day: today });
    const { curated } = (await insights(admin.client, today, today)).body;
    const row = curated.rows.find((r) => r.key === master.id);
    // Every person but the admin was given a copy (painters whose sketch bit was taken too); one removed it.
    const given = await t.db.$count(users, eq(users.isAdmin, false));
    expect(row).toMatchObject({ label: 'Brand primaries', reached: given, kept: given - 1, removed: 1, copied: 0, edited: 0, opened: 5 });
  });

  it('folds a master fewer than 5 people hold into Other', async () => {
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true, name: 'Small circle' });
    for (const painter of painters.slice(0, 2)) {
      await buildPalette(t.db, { userId: painter.user.id, originalPaletteId: master.id, isPushedByAdmin: true });
    }
    await rollupDay({ db: t.db, day: today });
    const { curated } = (await insights(admin.client, today, today)).body;
    expect(curated.rows.map((r) => r.key)).not.toContain(master.id);
    expect(curated.other.rows).toBeGreaterThanOrEqual(1);
  });
});

describe('what painters use', () => {
  it("counts catalogue paints and pigments in painters' own palettes, and paints owned and wished for", async () => {
    const [goethite, lunar] = await t.db
      .insert(paints)
      .values([
        {
          paintName: 'Goethite (Brown Ochre)',
          manufacturer: 'Daniel Smith',
          productCode: 'ins-1',
          pigmentCodes: ['PY42'],
          medium: 'Watercolor',
        },
        {
          paintName: 'Lunar Blue',
          manufacturer: 'Daniel Smith',
          productCode: 'ins-2',
          pigmentCodes: ['PB29', 'PBk11'],
          medium: 'Watercolor',
        },
      ])
      .returning();
    if (!goethite || !lunar) throw new Error('no paints');
    for (const [i, painter] of painters.slice(0, 5).entries()) {
      const palette = await buildPalette(t.db, { userId: painter.user.id });
      await t.db.insert(colors).values([
        { paletteId: palette.id, position: 0, paintName: goethite.paintName, pigmentCode: 'PY42', cataloguePaintId: goethite.id },
        // Four painters use Lunar Blue: it is folded, though its pigments are counted.
        ...(i < 4
          ? [{ paletteId: palette.id, position: 1, paintName: lunar.paintName, pigmentCode: 'PB29, PBk11', cataloguePaintId: lunar.id }]
          : []),
      ]);
      await buildInventoryItems(t.db, painter.user.id, [
        { cataloguePaintId: goethite.id, paintName: goethite.paintName },
        { cataloguePaintId: lunar.id, paintName: lunar.paintName, wish: true, count: 0 },
      ]);
    }
    // The master's colours are the brand's choice, not a painter's: not counted.
    const master = await buildPalette(t.db, { userId: admin.user.id, isOriginal: true });
    await t.db.insert(colors).values({ paletteId: master.id, position: 0, paintName: lunar.paintName, cataloguePaintId: lunar.id });
    await rollupDay({ db: t.db, day: today });
    const { usage } = (await insights(admin.client, today, today)).body;
    expect(usage.paints.rows).toEqual([{ key: goethite.id, label: 'Goethite (Brown Ochre)', detail: 'Daniel Smith', value: 5 }]);
    expect(usage.paints.other).toEqual({ value: 4, rows: 1 });
    expect(usage.pigments.rows.map((r) => r.label)).toEqual(['PY42']);
    expect(usage.pigments.other).toEqual({ value: 8, rows: 2 });
    expect(usage.owned.rows).toEqual([expect.objectContaining({ key: goethite.id, value: 5 })]);
    expect(usage.wished.rows).toEqual([expect.objectContaining({ key: lunar.id, value: 5 })]);
  });
});

describe('what painters look for and do not find', () => {
  it('counts a search finding nothing by term without the person; a term fewer than 5 looked for is folded', async () => {
    const search = (ip: string, query: string) =>
      createClient(t.app, { ip }).get(`/api/paints/search-with-tags?query=${encodeURIComponent(query)}&preferredMedium=Watercolor`);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) {
      // Typed letter by letter: the words found nothing from "zorb" on; only the longest counts.
      for (const typed of ['Zorb', 'Zorba', 'Zorba Teal']) expect((await search(ip, typed)).status).toBe(200);
    }
    for (const ip of ['10.0.1.1', '10.0.1.2']) await search(ip, 'Quuxite Violet');
    const { searches } = (await insights(admin.client, today, today)).body;
    expect(searches.none.rows).toEqual([{ key: 'Watercolor\tzorba teal', label: 'zorba teal', detail: 'Watercolor', value: 5 }]);
    expect(searches.none.other.value).toBeGreaterThanOrEqual(2);
    // Stored: the term and counts, never who.
    const stored = await t.db.select().from(insightDaily).where(eq(insightDaily.dim, 'Watercolor\tzorba teal'));
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['day', 'dim', 'metric', 'people', 'value']);
  });
});

describe('a period as the rollups hold it', () => {
  it.each([
    ['days within one month', '2026-03-05', '2026-03-20', '2026-11-27', [], [['2026-03-05', '2026-03-20']]],
    [
      'a whole month and the days at its ends',
      '2026-02-25',
      '2026-04-02',
      '2026-11-27',
      ['2026-03-01'],
      [
        ['2026-02-25', '2026-02-28'],
        ['2026-04-01', '2026-04-02'],
      ],
    ],
    ['whole months only', '2026-01-01', '2026-02-28', '2026-11-27', ['2026-01-01', '2026-02-01'], []],
    [
      'the current month by its days, however whole',
      '2026-10-01',
      '2026-11-30',
      '2026-11-27',
      ['2026-10-01'],
      [['2026-11-01', '2026-11-30']],
    ],
    [
      'a year to today',
      '2025-11-28',
      '2026-11-27',
      '2026-11-27',
      [
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
      ],
      [
        ['2025-11-28', '2025-11-30'],
        ['2026-11-01', '2026-11-27'],
      ],
    ],
  ] as const)('%s', (_, from, to, today, months, days) => {
    expect(periodSegments(from, to, today)).toEqual({ months, days });
  });

  it('sums a whole past month from its monthly rows and the days around it from theirs, alike', async () => {
    const month = monthOf(addDays(monthOf(today), -40));
    const ids = painters.map((p) => p.user.id);
    const before = addDays(month, -1);
    const after = nextMonth(month);
    await addEvents(
      addDays(month, 9),
      ids.slice(0, 5).map((id) => click(id, 'Cerulean Chromium')),
    );
    await addEvents(addDays(month, 19), [click(ids[0] as string, 'Cerulean Chromium')]);
    await addEvents(before, [click(ids[1] as string, 'Cerulean Chromium')]);
    await addEvents(after, [click(ids[2] as string, 'Cerulean Chromium')]);
    for (const day of [before, addDays(month, 9), addDays(month, 19), after]) await rollupDay({ db: t.db, day });
    const rowOf = async (from: string, to: string) =>
      (await insights(admin.client, from, to)).body.buyClicks?.paints.rows.find((row) => row.label === 'Cerulean Chromium');
    expect(periodSegments(before, after, today).months).toEqual([month]);
    expect((await rowOf(before, after))?.value).toBe(8);
    expect((await rowOf(month, addDays(after, -1)))?.value).toBe(6);
    // Four people in the days around the month alone: folded.
    expect(await rowOf(addDays(month, 19), after)).toBeUndefined();
  });
});

describe('the people sketch', () => {
  it('counts two people of one bit as one: a row of five such people is folded (it leans to privacy)', async () => {
    const day = addDays(today, -25);
    const first = painters[0] as BuiltUser;
    let twinId: string = randomUUID();
    while (sketchBit(twinId) !== sketchBit(first.user.id)) twinId = randomUUID();
    await t.db.insert(users).values({ id: twinId, email: `twin-${twinId}@example.com`, name: 'Twin' });
    const people = [twinId, ...painters.slice(0, 4).map((p) => p.user.id)];
    await addEvents(
      day,
      people.map((id) => click(id, 'Sepia Twin')),
    );
    await rollupDay({ db: t.db, day });
    const { buyClicks } = (await insights(admin.client, day, day)).body;
    expect(buyClicks.paints.rows.map((row) => row.label)).not.toContain('Sepia Twin');
    expect(buyClicks.paints.other.value).toBe(5);
  });

  it.each([
    [0, 0],
    [5, 5],
    [100, 110],
    [300, 450],
  ])('reads %i bits set as about %i people', (bits, people) => {
    expect(estimatePeople(bits)).toBeCloseTo(people, -1);
  });
});
