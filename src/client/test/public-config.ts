import type { TPublicConfig } from '#common/schemas/public-config.ts';

/** A deployment's public config for component tests that read it (the brand's name, the sign-in offers); spread it to vary one field. */
export const TEST_CONFIG: TPublicConfig = {
  productName: 'Palette Library',
  brandName: 'Studio Watercolors',
  brandUrl: 'https://example.com/',
  partnerUrl: 'https://example.com/',
  creatorUrl: 'https://example.com/',
  gaMeasurementId: null,
  affiliateAssociateTag: null,
  googleSignIn: false,
  passwordPolicy: {
    minLength: 6,
    maxLength: 128,
    requireLowercase: false,
    requireUppercase: false,
    requireNumeric: false,
    requireNonAlphanumeric: false,
  },
};
