import { z } from 'zod';

export const ANALYTICS_EVENTS = ['login', 'sign_up', 'page_view', 'color_add', 'color_update', 'buy_click'] as const;

export const ZAnalyticsEvent = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  path: z.string().max(2000).startsWith('/'),
  params: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
    .refine((p) => Object.keys(p).length <= 20, 'at most 20 parameters')
    .default({}),
});
export type TAnalyticsEvent = z.input<typeof ZAnalyticsEvent>;
