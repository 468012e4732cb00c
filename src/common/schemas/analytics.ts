import { z } from 'zod';

export const ANALYTICS_EVENTS = ['login', 'sign_up', 'page_view', 'color_add', 'color_update', 'buy_click'] as const;
/**
 * Issue 30: events the server records itself, for the curated palettes' insights (a browser cannot
 * post them): a person opened their copy of a master, or removed it. Their params name the master.
 */
export const SERVER_EVENTS = ['palette_open', 'copy_removed'] as const;
export const STORED_EVENTS = [...ANALYTICS_EVENTS, ...SERVER_EVENTS] as const;

/** An event is a name, a path and a few short facts (a method, a paint and its maker): at most ~2 KB. */
export const ANALYTICS_LIMITS = { pathMax: 300, params: 8, keyMax: 40, valueMax: 200 } as const;

export const ZAnalyticsEvent = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(ANALYTICS_LIMITS.pathMax).startsWith('/'),
  params: z
    .record(z.string().max(ANALYTICS_LIMITS.keyMax), z.union([z.string().max(ANALYTICS_LIMITS.valueMax), z.number(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.params, `at most ${ANALYTICS_LIMITS.params} parameters`)
    .meta({ maxProperties: ANALYTICS_LIMITS.params })
    .default({}),
});
export type TAnalyticsEvent = z.input<typeof ZAnalyticsEvent>;
