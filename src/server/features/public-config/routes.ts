import { Hono } from 'hono';
import type { TPublicConfig } from '#common/schemas/public-config.ts';
import { ZPublicConfig } from '#common/schemas/public-config.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';

const doc = describe('Deployment');

// Not in spec §7: the browser learns the deployment's names, links and sign-in options here,
// so one build serves any brand configured by environment variables.
export const publicConfigRoutes = new Hono<AppEnv>().get(
  '/config',
  doc({ summary: 'This deployment’s names, links and sign-in options', access: 'anyone', responses: { 200: ZPublicConfig } }),
  (c) => {
    const config = c.var.config;
    return c.json<TPublicConfig>({
      productName: config.productName,
      brandName: config.brandName,
      brandUrl: config.brandUrl,
      partnerUrl: config.partnerUrl,
      creatorUrl: config.creatorUrl,
      gaMeasurementId: config.gaMeasurementId,
      affiliateAssociateTag: config.affiliate.associateTag,
      googleSignIn: config.google !== null,
      passwordPolicy: config.passwordPolicy,
    });
  },
);
