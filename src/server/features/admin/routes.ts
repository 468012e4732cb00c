import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZAdminUserIdParam,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZAffiliateReport,
  ZCreateMasterPaletteRequest,
  ZDistributionParam,
  ZResetDistributionsResponse,
  ZToggleDistributionRequest,
  ZToggleDistributionResponse,
  ZUpdateQuotaRequest,
} from '#common/schemas/admin.ts';
import { ZPalette, ZPaletteIdParam } from '#common/schemas/palette.ts';
import { ZUser } from '#common/schemas/user.ts';
import type { AppEnv } from '#server/app-env.ts';
import { verifyAffiliateLinks } from '#server/features/affiliate-links/index.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireAdmin } from '#server/middleware/require-admin.ts';
import { validate } from '#server/middleware/validate.ts';
import { listUsers } from './list-users';
import { createMasterPalette, listManagedPalettes, promotePalette, resetAllDistributions, toggleDistribution } from './masters';
import { updateQuota } from './update-quota';

const doc = describe('Admin');

// Every route here is admins' only (issue 6 closes what spec §6 leaves open). Deleting a palette
// as an admin goes through DELETE /api/palettes/{id}, which the palette policy allows admins.
export const adminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/users',
    doc({ summary: 'People, a page at a time', access: 'admin', responses: { 200: ZAdminUsersPage } }),
    requireAdmin,
    validate('query', ZAdminUsersQuery),
    async (c) => c.json(await listUsers({ db: c.var.db, ...c.req.valid('query'), adminEmails: c.var.config.adminEmails })),
  )
  .put(
    '/admin/users/:userId/quota',
    doc({ summary: 'Set a person’s palette quota and admin rights', access: 'admin', responses: { 200: ZUser } }),
    requireAdmin,
    validate('param', ZAdminUserIdParam),
    validate('json', ZUpdateQuotaRequest),
    async (c) => {
      const { userId } = c.req.valid('param');
      return c.json(
        await updateQuota({ db: c.var.db, actorId: c.var.user.id, userId, ...c.req.valid('json'), adminEmails: c.var.config.adminEmails }),
      );
    },
  )
  .get(
    '/admin/master-palettes',
    doc({ summary: 'Master palettes', access: 'admin', responses: { 200: z.array(ZPalette) } }),
    requireAdmin,
    async (c) => c.json(await listManagedPalettes({ db: c.var.db, actor: c.var.user })),
  )
  .post(
    '/admin/master-palettes',
    doc({ summary: 'Make a master palette', access: 'admin', responses: { 201: ZPalette } }),
    requireAdmin,
    validate('json', ZCreateMasterPaletteRequest),
    async (c) => c.json(await createMasterPalette({ db: c.var.db, actor: c.var.user, request: c.req.valid('json') }), 201),
  )
  .put(
    '/admin/toggle-distribution/:paletteId',
    doc({ summary: 'Distribute a master palette to everyone, or stop', access: 'admin', responses: { 200: ZToggleDistributionResponse } }),
    requireAdmin,
    validate('param', ZDistributionParam),
    validate('json', ZToggleDistributionRequest),
    async (c) =>
      c.json(
        await toggleDistribution({
          db: c.var.db,
          id: c.req.valid('param').paletteId,
          isDistributed: c.req.valid('json').isDistributed,
          adminEmails: c.var.config.adminEmails,
        }),
      ),
  )
  .post(
    '/admin/promote-palette/:id',
    doc({ summary: 'Make a palette a master palette', access: 'admin', responses: { 200: ZPalette } }),
    requireAdmin,
    validate('param', ZPaletteIdParam),
    async (c) => c.json(await promotePalette({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  )
  .post(
    '/admin/reset-all-distributions',
    doc({ summary: 'Stop every distribution and remove the copies', access: 'admin', responses: { 200: ZResetDistributionsResponse } }),
    requireAdmin,
    async (c) => c.json(await resetAllDistributions({ db: c.var.db })),
  )
  .post(
    '/admin/verify-affiliate-links',
    doc({ summary: 'Check and correct the catalogue’s buy links', access: 'admin', responses: { 200: ZAffiliateReport } }),
    requireAdmin,
    async (c) => {
      const { dataDir, associateTag } = c.var.config.affiliate;
      return c.json(await verifyAffiliateLinks({ db: c.var.db, dataDir, associateTag, logger: c.var.logger }));
    },
  );
