import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZAcceptInviteRequest,
  ZAcceptInviteResponse,
  ZCreateInviteRequest,
  ZInviteIdParam,
  ZInviteSummary,
  ZInviteTokenParam,
  ZInviteView,
} from '#common/schemas/invite.ts';
import { ZPaletteIdParam } from '#common/schemas/palette.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { createInvite } from './create-invite';
import { listInvites } from './list-invites';
import { acceptInvite, getInvite } from './open-invite';
import { revokeInvite } from './revoke-invite';

const doc = describe('Invitations');

export const inviteRoutes = new Hono<AppEnv>()
  // Spec §7: anyone holding the link sees what it opens (the page prompts sign-in to accept).
  .get(
    '/invite/:token',
    doc({ summary: 'What an invitation link opens', access: 'anyone', responses: { 200: ZInviteView } }),
    validate('param', ZInviteTokenParam),
    async (c) => c.json(await getInvite({ db: c.var.db, token: c.req.valid('param').token })),
  )
  .post(
    '/invite/:token/accept',
    doc({ summary: 'Accept an invitation', access: 'signed-in', responses: { 200: ZAcceptInviteResponse } }),
    requireUser,
    validate('param', ZInviteTokenParam),
    validate('json', ZAcceptInviteRequest),
    async (c) =>
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
  .post(
    '/palettes/:id/invites',
    doc({ summary: 'Invite someone to a palette by e-mail', access: 'signed-in', responses: { 201: ZInviteSummary } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('json', ZCreateInviteRequest),
    async (c) => {
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
    },
  )
  .get(
    '/palettes/:id/invites',
    doc({
      summary: 'A palette’s invitations and the people with access',
      access: 'signed-in',
      responses: { 200: z.array(ZInviteSummary) },
    }),
    requireUser,
    validate('param', ZPaletteIdParam),
    async (c) => c.json(await listInvites({ db: c.var.db, actor: c.var.user, paletteId: c.req.valid('param').id })),
  )
  .delete(
    '/invites/:inviteId',
    doc({ summary: 'Revoke an invitation or someone’s access', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZInviteIdParam),
    async (c) => {
      await revokeInvite({ db: c.var.db, actor: c.var.user, inviteId: c.req.valid('param').inviteId });
      return c.body(null, 204);
    },
  );
