// Issue 30: the admins' Insights tab. Beyond spec §7, which has analytics events but no way to read them.
import { z } from 'zod';
import { INSIGHTS } from '#common/insights.ts';
import { daysBetween } from '#common/insights-days.ts';

const ZDay = z.iso.date({ error: 'A day is written YYYY-MM-DD.' });

export const ZInsightsQuery = z
  .strictObject({ from: ZDay, to: ZDay })
  .refine(({ from, to }) => from <= to, { error: 'The period ends before it starts.', path: ['to'] })
  .refine(({ from, to }) => daysBetween(from, to) <= INSIGHTS.maxPeriodDays, {
    error: `A period is at most ${INSIGHTS.maxPeriodDays} days.`,
    path: ['from'],
  });
export type TInsightsQuery = z.infer<typeof ZInsightsQuery>;

export const ZRollupRequest = z.strictObject({ day: ZDay });
export const ZRollupResult = z.object({ day: ZDay, durationMs: z.number().int() });

/** A number of the period beside the same number of the period before it. */
const ZTotal = z.object({ current: z.number().int(), previous: z.number().int() });

const ZDayValue = z.object({ day: ZDay, value: z.number().int() });

/** A per-day series of the period, and of the previous period (for the comparison). */
const ZSeries = z.object({ days: z.array(ZDayValue), previousDays: z.array(ZDayValue), total: ZTotal });

export const SIGNUP_METHODS = ['email_password', 'google', 'other'] as const;
const ZSignupDay = z.object({ day: ZDay, email_password: z.number().int(), google: z.number().int(), other: z.number().int() });

/** One row of a breakdown: what (a paint and its maker, a palette, a pigment, a search) and how many. */
const ZBreakdownRow = z.object({ key: z.string(), label: z.string(), detail: z.string().nullable(), value: z.number().int() });

/**
 * The top rows counting at least INSIGHTS.minPeople distinct people, and "Other": everything else
 * (rows of fewer people, and the long tail), summed, with how many rows it holds.
 */
export const ZBreakdown = z
  .object({ rows: z.array(ZBreakdownRow), other: z.object({ value: z.number().int(), rows: z.number().int() }) })
  .meta({ id: 'InsightsBreakdown' });

/** A curated master and what became of the copies of it. */
const ZCuratedRow = z.object({
  key: z.string(),
  label: z.string(),
  /** People who were given a copy (distribution) and kept it, or removed it since. */
  reached: z.number().int(),
  /** Pushed copies held at the period's end. */
  kept: z.number().int(),
  /** Pushed copies removed in the period. */
  removed: z.number().int(),
  /** Editable copies people made of it ("Copy to my palettes"), and how many of those were changed. */
  copied: z.number().int(),
  edited: z.number().int(),
  /** People who opened their copy in the period (estimated from the people sketch; exact for small numbers). */
  opened: z.number().int(),
});

export const ZInsights = z
  .object({
    from: ZDay,
    to: ZDay,
    previousFrom: ZDay,
    previousTo: ZDay,
    /** The last day the rollup made, and when: nothing later is counted yet. */
    rolledThrough: ZDay.nullable(),
    rolledAt: z.iso.datetime().nullable(),
    painters: z.object({
      signups: z.object({ days: z.array(ZSignupDay), total: ZTotal, methods: z.array(z.enum(SIGNUP_METHODS)) }),
      weeklyActive: ZSeries,
      palettesCreated: ZSeries,
    }),
    buyClicks: z.object({ series: ZSeries, paints: ZBreakdown, makers: ZBreakdown, palettes: ZBreakdown }),
    curated: z.object({ rows: z.array(ZCuratedRow), other: z.object({ rows: z.number().int() }) }),
    usage: z.object({ paints: ZBreakdown, pigments: ZBreakdown, owned: ZBreakdown, wished: ZBreakdown }),
    searches: z.object({ none: ZBreakdown, few: ZBreakdown }),
  })
  .meta({ id: 'Insights' });
export type TInsights = z.infer<typeof ZInsights>;
export type TBreakdown = z.infer<typeof ZBreakdown>;
