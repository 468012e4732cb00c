import { sql } from 'drizzle-orm';
import { addDays, dayOf } from '#common/insights-days.ts';

export { addDays, dayOf, daysBetween } from '#common/insights-days.ts';

/** The instant a day starts, in SQL, whatever the session's time zone. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;

/** '2026-11-27' -> '2026-11-01'. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month after `month`'s. */
export function nextMonth(month: string): string {
  const time = new Date(`${month}T00:00:00Z`);
  time.setUTCMonth(time.getUTCMonth() + 1, 1);
  return dayOf(time);
}

/**
 * A period as the rollups hold it: the whole months inside it that have ended before `today`'s
 * (insight_monthly), and the days at its ends (insight_daily); days alone when no month fits.
 */
export function periodSegments(from: string, to: string, today: string): { months: string[]; days: [string, string][] } {
  const months: string[] = [];
  const current = monthOf(today);
  for (
    let month = from === monthOf(from) ? from : nextMonth(monthOf(from));
    month < current && addDays(nextMonth(month), -1) <= to;
    month = nextMonth(month)
  ) {
    months.push(month);
  }
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return { months, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  const after = nextMonth(last);
  if (after <= to) days.push([after, to]);
  return { months, days };
}
