import { sql } from 'drizzle-orm';

export { addDays, dayOf, daysBetween } from '../../../common/insights-days';

/** The instant a day starts, in SQL, whatever the session's time zone. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
