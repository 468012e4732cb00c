import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZColor,
  ZColorIdParam,
  ZColorPositionsRequest,
  ZCreateColorRequest,
  ZPaletteColorsParam,
  ZUpdateColorRequest,
} from '#common/schemas/color.ts';
import { ZAlternative, ZAlternativesQuery } from '#common/schemas/paints.ts';
import { ZGetPaletteQuery } from '#common/schemas/palette.ts';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { colorAlternatives } from './color-alternatives';
import { createColor } from './create-color';
import { deleteColor } from './delete-color';
import { listPaletteColors } from './list-palette-colors';
import { moveColors } from './move-colors';
import { updateColor } from './update-color';

const doc = describe('Colors');

export const colorRoutes = new Hono<AppEnv>()
  .get(
    '/colors/palette/:paletteId',
    doc({
      summary: 'A palette’s colors',
      description: 'Signed-out visitors may read them through the share link, with `share=true`.',
      access: 'anyone',
      responses: { 200: z.array(ZColor) },
    }),
    validate('param', ZPaletteColorsParam),
    validate('query', ZGetPaletteQuery),
    async (c) => {
      const { paletteId } = c.req.valid('param');
      // Like GET /api/palettes/{id}: signed-out visitors only through the share link.
      const byLink = c.req.valid('query').share === 'true';
      if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return c.json(await listPaletteColors({ db: c.var.db, actor: c.var.user, paletteId, byLink }));
    },
  )
  // Issue 15, not in spec §7: catalogue paints of other manufacturers that can stand in for the
  // color, for its palette's readers (the share link included, as for the palette's colors).
  .get(
    '/colors/:id/alternatives',
    doc({
      summary: 'Catalogue paints of other makers that can stand in for a color',
      access: 'anyone',
      responses: { 200: z.array(ZAlternative) },
    }),
    validate('param', ZColorIdParam),
    validate('query', ZAlternativesQuery.extend(ZGetPaletteQuery.shape)),
    async (c) => {
      const { limit, share } = c.req.valid('query');
      const byLink = share === 'true';
      if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return c.json(await colorAlternatives({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id, byLink, limit }));
    },
  )
  .post(
    '/colors',
    doc({ summary: 'Add a color to a palette', access: 'signed-in', responses: { 201: ZColor } }),
    requireUser,
    validate('json', ZCreateColorRequest),
    async (c) => c.json(await createColor({ db: c.var.db, actor: c.var.user, request: c.req.valid('json') }), 201),
  )
  .put(
    '/colors/positions',
    doc({
      summary: 'Move colors (grid places and working-area cells), all at once',
      access: 'signed-in',
      responses: { 200: z.array(ZColor) },
    }),
    requireUser,
    validate('json', ZColorPositionsRequest),
    async (c) => c.json(await moveColors({ db: c.var.db, actor: c.var.user, items: c.req.valid('json') })),
  )
  .put(
    '/colors/:id',
    doc({ summary: 'Change a color', access: 'signed-in', responses: { 200: ZColor } }),
    requireUser,
    validate('param', ZColorIdParam),
    validate('json', ZUpdateColorRequest),
    async (c) => c.json(await updateColor({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id, update: c.req.valid('json') })),
  )
  .delete(
    '/colors/:id',
    doc({ summary: 'Delete a color', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZColorIdParam),
    async (c) => {
      await deleteColor({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id });
      return c.body(null, 204);
    },
  );
