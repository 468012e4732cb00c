import { type SQL, sql } from 'drizzle-orm';
import { INSIGHTS, PEOPLE_SKETCH_BITS } from '#common/insights.ts';
import { PIGMENT_CODE_PATTERN } from '#common/pigment-codes.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/raw-rows.ts';
import type { Tx } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { addDays, dayOf, dayStart, monthOf, nextMonth } from './days';
import { inAggregateTransaction, sqlList } from './insight-sql';
import { FLOW_METRICS, PAINT_KEY_SEPARATOR, PERIOD_BREAKDOWNS, SNAPSHOT_METRICS } from './metrics';

/**
 * Who counted in a group, as its people sketch: the bit of each row's `person` (their
 * users.insight_person), null when nobody known counted. The bits are or-ed as bigints of 64, a
 * fraction of the cost of or-ing a bit string per row (bench:insights).
 */
const SKETCH = sql`case when count(person) > 0 then (${sql.join(
  Array.from(
    { length: PEOPLE_SKETCH_BITS / 64 },
    (_, word) =>
      sql`coalesce(bit_or(case when person >> 6 = ${sql.raw(String(word))} then 1::bigint << (63 - (person & 63)) end), 0)::bit(64)`,
  ),
  sql` || `,
)})::bit(${sql.raw(String(PEOPLE_SKETCH_BITS))}) end`;

/** A pigment code in standard form anywhere in a color's pigment field (stored normalised). */
const PIGMENT_CODE = `\\m(?:${PIGMENT_CODE_PATTERN.source.replace(/^\^|\$$/g, '')})\\M`;

/** The first day whose raw events are still kept on `today`. */
export function firstKeptDay(today: string): string {
  const kept = new Date(`${today}T00:00:00Z`);
  kept.setUTCMonth(kept.getUTCMonth() - INSIGHTS.rawEventsKeptMonths);
  return dayOf(kept);
}

/** The day's flows: what happened on it, from the raw events and the tables' creation times. */
function flows(day: string): SQL {
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const weekStart = dayStart(addDays(day, -6));
  return sql`
    with ev as (
      select e.name, e.params, u.insight_person as person from analytics_events e left join users u on u.id = e.user_id
      where e.created_at >= ${start} and e.created_at < ${end}
    ),
    buys as (
      select person, btrim(params->>'paint') as paint, nullif(btrim(params->>'manufacturer'), '') as maker, params->>'palette' as palette
      from ev where name = 'buy_click' and nullif(btrim(params->>'paint'), '') is not null
    ),
    masters as (select id::text as id from palettes where is_original),
    copies as (
      select name, person, params->>'master' as master from ev
      where name in ('palette_open', 'copy_removed') and params->>'master' in (select id from masters)
    ),
    created as (
      select 1 from palettes where created_at >= ${start} and created_at < ${end} and not is_pushed_by_admin
    ),
    joined as (
      select coalesce(
        (select case a.provider_id when 'google' then 'google' when 'credential' then 'email_password' else 'other' end
         from auth_accounts a where a.user_id = u.auth_user_id order by a.created_at limit 1),
        'other') as method
      from users u where u.created_at >= ${start} and u.created_at < ${end}
    )
    select 'signups' as metric, method as dim, count(*)::int as value, null::bit(512) as people from joined group by method
    union all
    select 'palettes_created', '', count(*)::int, null from created having count(*) > 0
    union all
    select 'active_7d', '', count(distinct user_id)::int, null from analytics_events
      where created_at >= ${weekStart} and created_at < ${end} and user_id is not null having count(*) > 0
    union all
    select 'buy_clicks', '', count(*)::int, null from buys having count(*) > 0
    union all
    select 'buy_paint', paint || ${PAINT_KEY_SEPARATOR} || coalesce(maker, ''), count(*)::int, ${SKETCH} from buys group by paint, maker
    union all
    select 'buy_maker', maker, count(*)::int, ${SKETCH} from buys where maker is not null group by maker
    union all
    select 'buy_palette', palette, count(*)::int, ${SKETCH} from buys where palette in (select id from masters) group by palette
    union all
    select name, master, count(*)::int, ${SKETCH} from copies group by name, master`;
}

/** What the tables hold now: paints and pigments in painters' own palettes, studios, the masters' copies. */
function snapshots(): SQL {
  // Each pigment field's codes found once per distinct text.
  return sql`
    with own_colors as (
      select c.catalogue_paint_id, c.pigment_code, c.palette_id, u.insight_person as person
      from colors c join palettes p on p.id = c.palette_id join users u on u.id = p.user_id
      where not p.is_original and not p.is_pushed_by_admin
    ),
    codes as (
      select field, (regexp_matches(field, ${PIGMENT_CODE}, 'g'))[1] as code
      from (select distinct pigment_code as field from own_colors where pigment_code is not null) fields
    ),
    studios as (
      select i.wish, i.catalogue_paint_id, i.user_id, u.insight_person as person from inventory_items i join users u on u.id = i.user_id
      where i.catalogue_paint_id is not null and (i.wish or i.count > 0)
    ),
    copies as (
      select p.id, p.is_pushed_by_admin, p.created_at, p.original_palette_id::text as master, u.insight_person as person
      from palettes p join users u on u.id = p.user_id
      where p.original_palette_id in (select id from palettes where is_original)
    )
    select 'paint_used' as metric, catalogue_paint_id::text as dim, count(distinct palette_id)::int as value, ${SKETCH} as people
      from own_colors where catalogue_paint_id is not null group by catalogue_paint_id
    union all
    select 'pigment_used', code, count(distinct palette_id)::int, ${SKETCH}
      from own_colors join codes on codes.field = own_colors.pigment_code group by code
    union all
    select case when wish then 'paint_wished' else 'paint_owned' end, catalogue_paint_id::text, count(distinct user_id)::int, ${SKETCH}
      from studios group by wish, catalogue_paint_id
    union all
    select case when is_pushed_by_admin then 'master_kept' else 'master_copied' end, master, count(*)::int, ${SKETCH}
      from copies group by is_pushed_by_admin, master
    union all
    select 'master_edited', master, count(*)::int, ${SKETCH} from copies
      where not is_pushed_by_admin and exists(
        select 1 from colors c where c.palette_id = copies.id and c.updated_at > copies.created_at + interval '1 second')
      group by master`;
}

/**
 * The day's rows of `metrics`, replaced by `rows`. These are counted into a temporary table first:
 * PostgreSQL plans no parallel workers for an INSERT's SELECT, and may for a CREATE TABLE AS.
 */
async function replaceDay(tx: Tx, day: string, metrics: readonly string[], rows: SQL): Promise<void> {
  await tx.execute(sql`create temporary table insight_rows on commit drop as ${rows}`);
  await tx.execute(sql`delete from insight_daily where day = ${day}::date and metric in (${sqlList(metrics)})`);
  await tx.execute(
    sql`insert into insight_daily (metric, day, dim, value, people) select metric, ${day}::date, dim, value, people from insight_rows`,
  );
  await tx.execute(sql`drop table insight_rows`);
}

/** The month's breakdown rows summed from its days (the searches' too, counted as they came). */
async function remakeMonth(tx: Tx, month: string): Promise<void> {
  await tx.execute(sql`delete from insight_monthly where month = ${month}::date and metric in (${sqlList(PERIOD_BREAKDOWNS)})`);
  await tx.execute(
    sql`insert into insight_monthly (metric, month, dim, value, people)
        select metric, ${month}::date, dim, sum(value)::int, bit_or(people) from insight_daily
        where metric in (${sqlList(PERIOD_BREAKDOWNS)}) and day >= ${month}::date and day < ${nextMonth(month)}::date
        group by metric, dim`,
  );
}

/**
 * Makes one day's insights, set-based, in one transaction, and its month's sums again (unless
 * `month` is false: the daily job sums a month once, after the last of its days it makes). The
 * day's rows are deleted and made again, so a run is idempotent and a past day can be made again
 * (its flows: the snapshots are what the tables hold now, so only a run for today or yesterday
 * takes them). A day whose raw events are no longer kept is refused: making it again would wipe
 * numbers nothing can make any more.
 */
export async function rollupDay(options: {
  db: Db;
  day: string;
  now?: Date;
  month?: boolean;
}): Promise<{ day: string; durationMs: number }> {
  const { db, day, month = true } = options;
  const today = dayOf(options.now ?? new Date());
  if (day > today) throw new AppError('BAD_REQUEST', 'That day has not come yet.');
  if (day < firstKeptDay(today)) throw new AppError('CONFLICT', 'The raw events of that day are no longer kept.');
  const started = performance.now();
  // The snapshots count hundreds of thousands of colours by paint: room to sort them in memory.
  await inAggregateTransaction(db, '64MB', async (tx) => {
    // One rollup of a day at a time, across instances: the second waits, then makes it again.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('insight_rollup'), hashtext(${day}))`);
    await replaceDay(tx, day, FLOW_METRICS, flows(day));
    if (month) await remakeMonth(tx, monthOf(day));
    if (day >= addDays(today, -1)) await replaceDay(tx, day, SNAPSHOT_METRICS, snapshots());
    const durationMs = Math.round(performance.now() - started);
    await tx.execute(
      sql`insert into insight_runs (day, rolled_at, duration_ms) values (${day}::date, now(), ${durationMs})
          on conflict (day) do update set rolled_at = excluded.rolled_at, duration_ms = excluded.duration_ms`,
    );
  });
  return { day, durationMs: Math.round(performance.now() - started) };
}

/**
 * The daily job: each day from the one after the last made (or, the first time, the first day of
 * the kept raw events) through yesterday, and yesterday again when it was made before its end;
 * then the raw events older than kept are removed.
 */
export async function dailyRollup(options: { db: Db; now?: Date }): Promise<{ days: string[]; removedEvents: number }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const today = dayOf(now);
  const yesterday = addDays(today, -1);
  const kept = firstKeptDay(today);
  const [from] = await queryRows<{ day: string | null }>(
    db,
    sql`select coalesce(
          (select (max(day) + 1)::text from insight_runs where day < ${yesterday}::date),
          (select (min(created_at) at time zone 'UTC')::date::text from analytics_events)
        ) as day`,
  );
  const days: string[] = [];
  for (let day = [from?.day ?? yesterday, kept].sort().at(-1) ?? yesterday; day <= yesterday; day = addDays(day, 1)) {
    const lastOfItsMonth = day === yesterday || monthOf(addDays(day, 1)) !== monthOf(day);
    await rollupDay({ db, day, now, month: lastOfItsMonth });
    days.push(day);
  }
  const [removed] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from analytics_events where created_at < ${dayStart(kept)} returning 1) select count(*)::int as count from gone`,
  );
  return { days, removedEvents: removed?.count ?? 0 };
}
