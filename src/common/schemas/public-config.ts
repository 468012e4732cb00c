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
    /** The retailer's associate tag every Buy link carries (issue 42): the search links are made with it; null makes none. */
    affiliateAssociateTag: z.string().nullable(),
    googleSignIn: z.boolean(),
    passwordPolicy: ZPasswordPolicy,
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
