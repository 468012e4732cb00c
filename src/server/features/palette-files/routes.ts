import { Hono } from 'hono';
import { ZExportPaletteQuery, ZPaletteIdParam } from '../../../common/schemas/palette';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { validate } from '../../middleware/validate';
import { exportPalette } from './export-palette';

/** Content-Disposition with a plain-ASCII fallback name and the real one (RFC 6266 / 5987). */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'palette';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// Issue 15, not in spec §7: a palette as a file for other tools (decision 004).
export const paletteFileRoutes = new Hono<AppEnv>().get(
  '/palettes/:id/export',
  validate('param', ZPaletteIdParam),
  validate('query', ZExportPaletteQuery),
  async (c) => {
    const { format, share } = c.req.valid('query');
    // Like GET /api/palettes/{id}: signed-out visitors only through the share link.
    const byLink = share === 'true';
    if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    const file = await exportPalette({ db: c.var.db, actor: c.var.user, paletteId: c.req.valid('param').id, byLink, format });
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachment(file.fileName),
      // A palette's colors change; a download is of the palette as it is now.
      'Cache-Control': 'private, no-store',
    });
  },
);
