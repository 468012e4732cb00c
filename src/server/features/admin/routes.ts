import { Hono } from 'hono';
import {
  ZAdminUserIdParam,
  ZAdminUsersQuery,
  ZDistributionParam,
  ZCreateMasterPaletteRequest,
  ZToggleDistributionRequest,
  ZUpdateQuotaRequest,
} from '../../../common/schemas/admin';
import { ZPaletteIdParam } from '../../../common/schemas/palette';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../middleware/require-admin';
import { validate } from '../../middleware/validate';
import { verifyAffiliateLinks } from '../affiliate-links';
import { listUsers } from './list-users';
import { createMasterPalette, listManagedPalettes, promotePalette, resetAllDistributions, toggleDistribution } from './masters';
import { updateQuota } from './update-quota';


// Every route here is admins' only (issue 6 closes what spec §6 leaves open). Deleting a palette
// as an admin goes through DELETE /api/palettes/{id}, which the palette policy allows admins.
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/users', requireAdmin, validate('query', ZAdminUsersQuery), async (c) =>
    c.json(await listUsers({ db: c.var.db, ...c.req.valid('query'), adminEmails: c.var.config.adminEmails })),
  )
  .put('/admin/users/:userId/quota', requireAdmin, validate('param', ZAdminUserIdParam), validate('json', ZUpdateQuotaRequest), async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await updateQuota({ db: c.var.db, actorId: c.var.user.id, userId, ...c.req.valid('json'), adminEmails: c.var.config.adminEmails }));
  })
  .get('/admin/master-palettes', requireAdmin, async (c) => c.json(await listManagedPalettes({ db: c.var.db, actor: c.var.user })))
  .post('/admin/master-palettes', requireAdmin, validate('json', ZCreateMasterPaletteRequest), async (c) =>
    c.json(await createMasterPalette({ db: c.var.db, actor: c.var.user, request: c.req.valid('json') }), 201),
  )
  .put('/admin/toggle-distribution/:paletteId', requireAdmin, validate('param', ZDistributionParam), validate('json', ZToggleDistributionRequest), async (c) =>
    c.json(
      await toggleDistribution({
        db: c.var.db,
        id: c.req.valid('param').paletteId,
        isDistributed: c.req.valid('json').isDistributed,
        adminEmails: c.var.config.adminEmails,
      }),
    ),
  )
  .post('/admin/promote-palette/:id', requireAdmin, validate('param', ZPaletteIdParam), async (c) =>
    c.json(await promotePalette({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  )
  .post('/admin/reset-all-distributions', requireAdmin, async (c) => c.json(await resetAllDistributions({ db: c.var.db })))
  .post('/admin/verify-affiliate-links', requireAdmin, async (c) => {
    const { dataDir, associateTag } = c.var.config.affiliate;
    return c.json(await verifyAffiliateLinks({ db: c.var.db, dataDir, associateTag, logger: c.var.logger }));
  });

