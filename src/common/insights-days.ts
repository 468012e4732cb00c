/** Days as the insights name them: UTC calendar days, 'YYYY-MM-DD'. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const time = new Date(`${day}T00:00:00Z`);
  time.setUTCDate(time.getUTCDate() + days);
  return dayOf(time);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
