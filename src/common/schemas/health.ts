import { z } from 'zod';

/** GET /api/health/live: the process answers. */
export const ZLiveness = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: whether to send this instance traffic, and why not. */
export const ZReadiness = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('ok'), database: z.literal('ok'), databaseKind: z.string() }),
    z.object({ status: z.literal('draining'), database: z.literal('unknown') }),
    z.object({ status: z.literal('error'), database: z.literal('unreachable'), databaseKind: z.string() }),
  ])
  .meta({ id: 'Readiness' });
export type TReadiness = z.infer<typeof ZReadiness>;
