import { Hono } from 'hono';
import { ZImportQuery, ZImportResult } from '#common/schemas/color.ts';
import { ZExportPaletteQuery, ZPaletteIdParam } from '#common/schemas/palette.ts';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { importColors } from '#server/features/colors/index.ts';
import { visitorKey } from '#server/middleware/client-ip.ts';
import { csvBody } from '#server/middleware/csv-body.ts';
import { describe, type FileResponse } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { EXPORT_CONTENT_TYPES, exportPalette } from './export-palette';
import { readColorsCsv } from './formats/csv-import';

const doc = describe('Palette files');
const BYTES = { schema: { type: 'string', format: 'binary' } } as const;
const EXPORT_FILE: FileResponse = {
  description: 'The file, its name in Content-Disposition',
  content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type.split(';')[0] ?? type, BYTES])),
};
const CSV_BODY = { required: true, content: { 'text/csv': { schema: { type: 'string' } } } } as const;

/**
 * Content-Disposition with a plain-ASCII fallback name (accents dropped; 'palette' for a name
 * with no Latin letters at all) and the real one (RFC 6266 / 5987).
 */
function attachment(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ascii = fileName
    .slice(0, dot)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  return `attachment; filename="${ascii || 'palette'}${fileName.slice(dot)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// Issue 15, not in spec §7: a palette as a file for other tools, and colors from one (decision 004).
export const paletteFileRoutes = new Hono<AppEnv>()
  .get(
    '/palettes/:id/export',
    doc({
      summary: 'A palette as a file: Adobe Swatch Exchange, GIMP palette, CSV or a PDF chart',
      description:
        "Signed-out visitors may export a palette whose share link is on, with `share=true`. `excel=true` gives the CSV a UTF-8 byte order mark for Excel; `layout` sets the PDF chart out as the palette's grid and working area (`grid`) or as one card per color (`card`), on `paper`.",
      access: 'anyone',
      responses: { 200: EXPORT_FILE },
    }),
    validate('param', ZPaletteIdParam),
    validate('query', ZExportPaletteQuery),
    async (c) => {
      const { format, paper, layout, excel, share } = c.req.valid('query');
      // Like GET /api/palettes/{id}: signed-out visitors only through the share link.
      const byLink = share === 'true';
      if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      // A chart costs real work (drawn on a worker thread, pdf-charts.ts); anyone holding a share link
      // may ask, so each visitor may ask for a number of them (issue 27).
      if (format === 'pdf') await c.var.rateLimits.consume('pdfCharts', visitorKey(c));
      const file = await exportPalette({
        db: c.var.db,
        actor: c.var.user,
        paletteId: c.req.valid('param').id,
        byLink,
        format,
        paper,
        layout,
        excel: excel === 'true',
      });
      return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachment(file.fileName),
        // A palette's colors change; a download is of the palette as it is now.
        'Cache-Control': 'private, no-store',
      });
    },
  )
  // The same CSV as the export (headers in any case, spaces and underscores alike; only Paint name
  // and Hex needed): valid rows are added, bad ones come back with their line and reason.
  .post(
    '/palettes/:id/import',
    doc({
      summary: 'Add colors from a CSV file',
      description:
        'Columns are matched by header name; only paint name and hex are needed. A color goes back to the place its Place, Slot or Working area row and column name when that place is free, else to a free place (listed in placedElsewhere). Nothing is imported when the palette lacks room. With `preview=true` the answer is what importing would do now, and nothing is imported.',
      access: 'signed-in',
      requestBody: CSV_BODY,
      responses: { 200: ZImportResult },
    }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('query', ZImportQuery),
    async (c) => {
      const csv = await csvBody(c);
      const { rows, badRows } = readColorsCsv(csv);
      const { imported, placedElsewhere } = await importColors({
        db: c.var.db,
        actor: c.var.user,
        paletteId: c.req.valid('param').id,
        rows,
        preview: c.req.valid('query').preview === 'true',
      });
      return c.json({ imported, badRows, placedElsewhere });
    },
  );
