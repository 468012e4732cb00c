import { Hono } from 'hono';
import { ZAcceptInviteRequest, ZCreateInviteRequest, ZInviteIdParam, ZInviteTokenParam } from '../../../common/schemas/invite';
import { ZPaletteIdParam } from '../../../common/schemas/palette';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../middleware/require-user';
import { validate } from '../../middleware/validate';
import { createInvite } from './create-invite';
import { listInvites } from './list-invites';
import { acceptInvite, getInvite } from './open-invite';
import { revokeInvite } from './revoke-invite';

export const inviteRoutes = new Hono<AppEnv>()
  // Spec §7: anyone holding the link sees what it opens (the page prompts sign-in to accept).
  .get('/invite/:token', validate('param', ZInviteTokenParam), async (c) =>
    c.json(await getInvite({ db: c.var.db, token: c.req.valid('param').token })),
  )
  .post('/invite/:token/accept', requireUser, validate('param', ZInviteTokenParam), validate('json', ZAcceptInviteRequest), async (c) =>
    c.json(
      await acceptInvite({
        db: c.var.db,
        actor: { ...c.var.user, emailConfirmed: c.var.identity.emailVerified },
        token: c.req.valid('param').token,
        userId: c.req.valid('json').userId,
      }),
    ),
  )
  // Beyond the spec (issue 7 leaves creating invitations to us): invite, list, revoke.
  .post('/palettes/:id/invites', requireUser, validate('param', ZPaletteIdParam), validate('json', ZCreateInviteRequest), async (c) => {
    const { config, db, logger, mailer, rateLimits, user } = c.var;
    const invite = await createInvite({
      db,
      actor: user,
      paletteId: c.req.valid('param').id,
      email: c.req.valid('json').email,
      mailer,
      rateLimits,
      logger,
      publicUrl: config.publicUrl,
      productName: config.productName,
    });
    return c.json(invite, 201);
  })
  .get('/palettes/:id/invites', requireUser, validate('param', ZPaletteIdParam), async (c) =>
    c.json(await listInvites({ db: c.var.db, actor: c.var.user, paletteId: c.req.valid('param').id })),
  )
  .delete('/invites/:inviteId', requireUser, validate('param', ZInviteIdParam), async (c) => {
    await revokeInvite({ db: c.var.db, actor: c.var.user, inviteId: c.req.valid('param').inviteId });
    return c.body(null, 204);
  });
