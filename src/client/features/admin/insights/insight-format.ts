import { addDays } from '#common/insights-days.ts';

const numbers = new Intl.NumberFormat('en');
const shortDays = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDays = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatNumber = (value: number) => numbers.format(value);
/** '2026-11-03' -> 'Nov 3' (an axis); `long`: 'Nov 3, 2026'. */
export const formatDay = (day: string, long = false) => (long ? longDays : shortDays).format(new Date(`${day}T00:00:00Z`));

/** How a number compares with the previous period's: '+40 %', '−25 %', 'no change', 'new'. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

/** A period of `days` days ending `to` (both counted). */
export function periodEnding(to: string, days: number): { from: string; to: string } {
  return { from: addDays(to, 1 - days), to };
}
