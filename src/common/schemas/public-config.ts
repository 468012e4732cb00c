import { z } from 'zod';
import { ZPasswordPolicy } from './auth';

/** What the browser needs to know about this deployment; served by GET /api/config. */
export const ZPublicConfig = z
  .object({
    productName: z.string(),
    brandName: z.string(),
    brandUrl: z.string(),
    partnerUrl: z.string(),
    creatorUrl: z.string(),
    gaMeasurementId: z.string().nullable(),
    googleSignIn: z.boolean(),
    passwordPolicy: ZPasswordPolicy,
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
