import { type SQL, sql } from 'drizzle-orm';
import { INSIGHTS, PEOPLE_SKETCH_BITS } from '#common/insights.ts';
import { SIGNUP_METHODS, type TBreakdown, type TInsights, type TInsightsQuery } from '#common/schemas/insights.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import type { Tx } from '#server/db/transaction.ts';
import { addDays, dayOf, daysBetween, periodSegments } from './days';
import { inAggregateTransaction, sqlList } from './insight-sql';
import { PAINT_KEY_SEPARATOR, PERIOD_BREAKDOWNS, SEARCH_METRICS, SNAPSHOT_METRICS, type TMetric } from './metrics';

const SERIES_METRICS = ['signups', 'active_7d', 'palettes_created', 'buy_clicks'] as const;
/** Rows of each breakdown read, so that the top rows are found among them after the fold. */
const CANDIDATES = INSIGHTS.topRows + 5;

interface KeyRow {
  metric: TMetric;
  dim: string;
  value: number;
  /** Bits set in the row's people sketch over the period: at most its distinct people. */
  people: number;
  /** The metric's sum and number of keys over the period, for "Other". */
  total: number;
  keys: number;
}

/** Each metric's top keys by value, with the metric's totals, from `rows` (metric, dim, value, and maybe people). */
const ranked = (rows: SQL, people: SQL) => sql`
  select metric, dim, value, total, keys, ${people} as people from (
    select r.*, sum(value) over w::int as total, count(*) over w::int as keys,
      row_number() over (partition by metric order by value desc, dim) as rank
    from (${rows}) r window w as (partition by metric)
  ) t where rank <= ${CANDIDATES}`;

/**
 * The period's numbers from the daily rollups (never the raw events), in a fixed number of
 * queries: the runs, the series of both periods, the flows' breakdowns, the snapshots' (the last
 * day made in the period), and the names of the paints and palettes shown.
 */
export async function readInsights(options: { db: Db } & TInsightsQuery): Promise<TInsights> {
  // One transaction, with room to sum a year's keys in memory.
  return inAggregateTransaction(options.db, '32MB', (tx) => readPeriod({ ...options, db: tx }));
}

async function readPeriod(options: { db: Tx } & TInsightsQuery): Promise<TInsights> {
  const { db, from, to } = options;
  const span = daysBetween(from, to);
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, 1 - span);

  const [run] = await queryRows<{ day: string | null; rolled_at: Date | string | null }>(
    db,
    sql`select day::text, rolled_at from insight_runs order by day desc limit 1`,
  );
  const series = await queryRows<{ metric: (typeof SERIES_METRICS)[number]; day: string; dim: string; value: number }>(
    db,
    sql`select metric, day::text, dim, value from insight_daily
        where metric in (${sqlList(SERIES_METRICS)}) and day between ${previousFrom}::date and ${to}::date`,
  );
  // Whole months from insight_monthly, the days at the ends from insight_daily; the people of the
  // top keys only, each read by its own index range: OR-ing every key's sketches over a year costs
  // more than the whole page may (bench:insights).
  const { months, days } = periodSegments(from, to, dayOf(new Date()));
  const inDays = (table: SQL) =>
    sql.join(
      days.map(([start, end]) => sql`${table}.day between ${start}::date and ${end}::date`),
      sql` or `,
    );
  const inMonths = (table: SQL) => sql`${table}.month in (${sqlList(months)})`;
  const parts = [
    ...(days.length > 0 ? [{ table: 'insight_daily', where: inDays }] : []),
    ...(months.length > 0 ? [{ table: 'insight_monthly', where: inMonths }] : []),
  ];
  const noPeople = sql`repeat('0', ${PEOPLE_SKETCH_BITS})::bit(${sql.raw(String(PEOPLE_SKETCH_BITS))})`;
  const flows = await queryRows<KeyRow>(
    db,
    ranked(
      sql`select metric, dim, sum(value)::int as value from (${sql.join(
        parts.map(
          ({ table, where }) =>
            sql`select metric, dim, value from ${sql.raw(table)} r where metric in (${sqlList(PERIOD_BREAKDOWNS)}) and (${where(sql`r`)})`,
        ),
        sql` union all `,
      )}) r group by metric, dim`,
      sql`bit_count(${sql.join(
        parts.map(
          ({ table, where }) =>
            sql`coalesce((select bit_or(x.people) from ${sql.raw(table)} x where x.metric = t.metric and x.dim = t.dim and (${where(sql`x`)})), ${noPeople})`,
        ),
        sql` | `,
      )})::int`,
    ),
  );
  const removedEver = await queryRows<{ dim: string; value: number }>(
    db,
    sql`select dim, sum(value)::int as value from insight_daily where metric = 'copy_removed' and day <= ${to}::date group by dim`,
  );
  const snapshots = await queryRows<KeyRow>(
    db,
    ranked(
      sql`select d.metric, d.dim, d.value, coalesce(bit_count(d.people), 0)::int as bits from insight_daily d
          join (select m.metric, (select max(day) from insight_daily x where x.metric = m.metric and x.day <= ${to}::date) as day
                from unnest(array[${sqlList(SNAPSHOT_METRICS)}]) m(metric)) last
            on last.metric = d.metric and last.day = d.day`,
      sql`bits`,
    ),
  );
  const keyed = [...flows, ...snapshots];
  const ids = [...new Set(keyed.map((row) => row.dim).filter((dim) => /^[0-9a-f-]{36}$/.test(dim)))];
  const names = await queryRows<{ id: string; label: string; detail: string | null }>(
    db,
    sql`with shown as (select unnest(array[${sqlList(ids)}]::uuid[]) as id)
        select id::text, paint_name as label, manufacturer as detail from paints where id in (select id from shown)
        union all select id::text, name, null from palettes where is_original and id in (select id from shown)`,
  );
  const nameOf = new Map(names.map((row) => [row.id, row]));
  const of = (metric: TMetric) => keyed.filter((row) => row.metric === metric);

  const labelled = (row: KeyRow) => {
    if (row.metric === 'buy_paint') {
      const [paint = row.dim, maker = ''] = row.dim.split(PAINT_KEY_SEPARATOR);
      return { label: paint, detail: maker || null };
    }
    if (SEARCH_METRICS.includes(row.metric as (typeof SEARCH_METRICS)[number])) {
      const [medium = '', term = row.dim] = row.dim.split(PAINT_KEY_SEPARATOR);
      return { label: term, detail: medium || null };
    }
    const named = nameOf.get(row.dim);
    return named ? { label: named.label, detail: named.detail } : { label: row.dim, detail: null };
  };

  const breakdown = (metric: TMetric, rows = of(metric)): TBreakdown => {
    const shown = rows.filter((row) => row.people >= INSIGHTS.minPeople).slice(0, INSIGHTS.topRows);
    const total = rows[0]?.total ?? 0;
    const keys = rows[0]?.keys ?? 0;
    const shownValue = shown.reduce((sum, row) => sum + row.value, 0);
    return {
      rows: shown.map((row) => ({ key: row.dim, value: row.value, ...labelled(row) })),
      other: { value: total - shownValue, rows: keys - shown.length },
    };
  };

  /** A search that kept finding little as more was typed counts once, as its longest words. */
  const searches = (metric: TMetric) =>
    breakdown(
      metric,
      of(metric).filter((row) => !of(metric).some((longer) => longer.dim.length > row.dim.length && longer.dim.startsWith(row.dim))),
    );

  const daysOf = (start: string, end: string) => Array.from({ length: daysBetween(start, end) }, (_, i) => addDays(start, i));
  const period = daysOf(from, to);
  const previousPeriod = daysOf(previousFrom, previousTo);
  // Each day's sum once: a year and the year before are 730 days of four measures.
  const sums = new Map<string, number>();
  for (const row of series) sums.set(`${row.metric} ${row.day}`, (sums.get(`${row.metric} ${row.day}`) ?? 0) + row.value);
  const sumOf = (metric: (typeof SERIES_METRICS)[number], day: string) => sums.get(`${metric} ${day}`) ?? 0;
  const seriesOf = (metric: (typeof SERIES_METRICS)[number], total: 'sum' | 'last') => {
    const days = period.map((day) => ({ day, value: sumOf(metric, day) }));
    const previousDays = previousPeriod.map((day) => ({ day, value: sumOf(metric, day) }));
    const count = (values: { value: number }[]) =>
      total === 'sum' ? values.reduce((sum, row) => sum + row.value, 0) : (values.at(-1)?.value ?? 0);
    return { days, previousDays, total: { current: count(days), previous: count(previousDays) } };
  };

  // A sign-up method that fewer than minPeople chose in the period is counted as "other".
  const signupRows = series.filter((row) => row.metric === 'signups' && row.day >= from);
  const methods = SIGNUP_METHODS.filter(
    (method) =>
      method !== 'other' && signupRows.filter((row) => row.dim === method).reduce((sum, row) => sum + row.value, 0) >= INSIGHTS.minPeople,
  );
  const signupCounts = new Map(period.map((day) => [day, { email_password: 0, google: 0, other: 0 }]));
  for (const row of signupRows) {
    const counts = signupCounts.get(row.day);
    if (counts) counts[methods.find((m) => m === row.dim) ?? 'other'] += row.value;
  }
  const signupDays = period.map((day) => ({ day, ...(signupCounts.get(day) ?? { email_password: 0, google: 0, other: 0 }) }));

  const curatedKeys = [...new Set([...of('master_kept'), ...of('master_copied')].map((row) => row.dim))];
  const valueOf = (metric: TMetric, dim: string) => of(metric).find((row) => row.dim === dim)?.value ?? 0;
  const peopleOf = (metric: TMetric, dim: string) => of(metric).find((row) => row.dim === dim)?.people ?? 0;
  const curated = curatedKeys
    .map((key) => {
      const removedAll = removedEver.find((row) => row.dim === key)?.value ?? 0;
      return {
        key,
        label: nameOf.get(key)?.label ?? key,
        reached: valueOf('master_kept', key) + removedAll,
        kept: valueOf('master_kept', key),
        removed: valueOf('copy_removed', key),
        copied: valueOf('master_copied', key),
        edited: valueOf('master_edited', key),
        opened: estimatePeople(peopleOf('palette_open', key)),
        people: Math.max(peopleOf('master_kept', key), peopleOf('master_copied', key)),
      };
    })
    .sort((a, b) => b.reached + b.copied - (a.reached + a.copied) || a.key.localeCompare(b.key));
  const curatedShown = curated.filter((row) => row.people >= INSIGHTS.minPeople);

  return {
    from,
    to,
    previousFrom,
    previousTo,
    rolledThrough: run?.day ?? null,
    rolledAt: run?.rolled_at ? new Date(run.rolled_at).toISOString() : null,
    painters: {
      signups: {
        days: signupDays,
        total: seriesOf('signups', 'sum').total,
        methods: [...methods, 'other'],
      },
      weeklyActive: seriesOf('active_7d', 'last'),
      palettesCreated: seriesOf('palettes_created', 'sum'),
    },
    buyClicks: {
      series: seriesOf('buy_clicks', 'sum'),
      paints: breakdown('buy_paint'),
      makers: breakdown('buy_maker'),
      palettes: breakdown('buy_palette'),
    },
    curated: {
      rows: curatedShown.map(({ people: _people, ...row }) => row),
      other: { rows: curated.length - curatedShown.length },
    },
    usage: {
      paints: breakdown('paint_used'),
      pigments: breakdown('pigment_used'),
      owned: breakdown('paint_owned'),
      wished: breakdown('paint_wished'),
    },
    searches: { none: searches('search_none'), few: searches('search_few') },
  };
}

/**
 * Distinct people from the bits a sketch has set (linear counting): exact while few share a bit,
 * and within a few per cent up to hundreds of people.
 */
export function estimatePeople(bitsSet: number): number {
  if (bitsSet >= PEOPLE_SKETCH_BITS) return bitsSet;
  return Math.round(-PEOPLE_SKETCH_BITS * Math.log(1 - bitsSet / PEOPLE_SKETCH_BITS));
}
