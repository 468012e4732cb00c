// Issue 29, beyond spec §7 (docs/decisions/004 and 028): the mixes saved on a palette from "Match a
// colour". Read like the palette's colors (its share link included); saved and deleted by those
// who may edit the palette.
import { Hono } from 'hono';
import { z } from 'zod';
import { ZMix, ZMixIdParam, ZSaveMixRequest, ZUpdateMixRequest } from '#common/schemas/mix.ts';
import { ZGetPaletteQuery, ZPaletteIdParam } from '#common/schemas/palette.ts';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { deleteMix } from './delete-mix';
import { listMixes } from './list-mixes';
import { saveMix } from './save-mix';
import { updateMixNote } from './update-mix';

const doc = describe('Mixes');

export const mixRoutes = new Hono<AppEnv>()
  .get(
    '/palettes/:id/mixes',
    doc({
      summary: 'A palette’s saved mixes',
      description: 'Signed-out visitors may read them through the share link, with `share=true`; notes only those who may edit it.',
      access: 'anyone',
      responses: { 200: z.array(ZMix) },
    }),
    validate('param', ZPaletteIdParam),
    validate('query', ZGetPaletteQuery),
    async (c) => {
      const byLink = c.req.valid('query').share === 'true';
      if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return c.json(await listMixes({ db: c.var.db, actor: c.var.user, paletteId: c.req.valid('param').id, byLink }));
    },
  )
  .post(
    '/palettes/:id/mixes',
    doc({
      summary: 'Save a recipe on a palette',
      description:
        'The mix’s colour and ΔE00 are worked out by the server. The same recipe for the same colour saved again answers 200 with the one saved.',
      access: 'signed-in',
      responses: { 200: ZMix, 201: ZMix },
    }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('json', ZSaveMixRequest),
    async (c) => {
      const { mix, created } = await saveMix({
        db: c.var.db,
        actor: c.var.user,
        paletteId: c.req.valid('param').id,
        request: c.req.valid('json'),
      });
      return c.json(mix, created ? 201 : 200);
    },
  )
  .put(
    '/mixes/:id',
    doc({ summary: 'Change a saved mix’s note', access: 'signed-in', responses: { 200: ZMix } }),
    requireUser,
    validate('param', ZMixIdParam),
    validate('json', ZUpdateMixRequest),
    async (c) => {
      const { notes } = c.req.valid('json');
      return c.json(await updateMixNote({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id, notes }));
    },
  )
  .delete(
    '/mixes/:id',
    doc({ summary: 'Delete a saved mix', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZMixIdParam),
    async (c) => {
      await deleteMix({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id });
      return c.body(null, 204);
    },
  );
