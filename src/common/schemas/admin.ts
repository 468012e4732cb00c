import { z } from 'zod';
import { LIMITS, MASTER_MEDIUMS } from '#common/constants.ts';
import { ZCreatePaletteRequest } from './palette';
import { ZUser } from './user';
import { ZOptionalWebsite } from './website';

export const ZAdminUserIdParam = z.object({ userId: z.uuid('Not a user id.') });
export const ZDistributionParam = z.object({ paletteId: z.uuid('Not a palette id.') });

export const ZAdminUsersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZAdminUser = ZUser.extend({ paletteCount: z.number().int() });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersPage = z
  .object({
    users: z.array(ZAdminUser),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminUsersPage' });
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZUpdateQuotaRequest = z.object({
  maxPalettes: z.number().int().min(LIMITS.maxPalettesMin).max(LIMITS.maxPalettesMax),
  isAdmin: z.boolean(),
});
export type TUpdateQuotaRequest = z.input<typeof ZUpdateQuotaRequest>;

const master = LIMITS.masterPalette;
/** Spec §5 master creation: rows 1-6, columns 1-12; collaboration company and url only when enabled. */
export const ZCreateMasterPaletteRequest = z
  .object({
    name: ZCreatePaletteRequest.shape.name,
    medium: z.enum(MASTER_MEDIUMS),
    rows: z.number().int().min(master.rowsMin).max(master.rowsMax).default(LIMITS.createPalette.rowsDefault),
    columns: z.number().int().min(master.columnsMin).max(master.columnsMax).default(LIMITS.createPalette.columnsDefault),
    tags: ZCreatePaletteRequest.shape.tags,
    notes: ZCreatePaletteRequest.shape.notes,
    collaborationEnabled: z.boolean().default(false),
    collaborationCompany: z.string().trim().max(LIMITS.collaborationCompanyMax).nullable().default(null),
    collaborationUrl: ZOptionalWebsite.default(null),
  })
  .refine((m) => !m.collaborationEnabled || (m.collaborationCompany ?? '').trim() !== '', {
    message: 'Enter the company name, or turn the collaboration message off.',
    path: ['collaborationCompany'],
  })
  .transform((m) => (m.collaborationEnabled ? m : { ...m, collaborationCompany: null, collaborationUrl: null }));
export type TCreateMasterPaletteRequest = z.input<typeof ZCreateMasterPaletteRequest>;

export const ZToggleDistributionRequest = z.object({ isDistributed: z.boolean() });
export const ZToggleDistributionResponse = z.object({ isDistributed: z.boolean(), userCount: z.number().int() });
export const ZResetDistributionsResponse = z.object({ removedCopies: z.number().int(), resetMasters: z.number().int() });

/** POST /api/admin/verify-affiliate-links (spec §7). */
export const ZAffiliateReport = z.object({ linksUpdated: z.number().int(), mismatchesResolved: z.number().int() });
export type TAffiliateReport = z.infer<typeof ZAffiliateReport>;
