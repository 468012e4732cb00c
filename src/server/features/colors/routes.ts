import { Hono } from 'hono';
import { ZPaletteColorsParam } from '../../../common/schemas/color';
import { ZGetPaletteQuery } from '../../../common/schemas/palette';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { validate } from '../../middleware/validate';
import { listPaletteColors } from './list-palette-colors';

export const colorRoutes = new Hono<AppEnv>().get(
  '/colors/palette/:paletteId',
  validate('param', ZPaletteColorsParam),
  validate('query', ZGetPaletteQuery),
  async (c) => {
    const { paletteId } = c.req.valid('param');
    // Like GET /api/palettes/{id}: signed-out visitors only through the share link.
    const byLink = c.req.valid('query').share === 'true';
    if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return c.json(await listPaletteColors({ db: c.var.db, actor: c.var.user, paletteId, byLink }));
  },
);
