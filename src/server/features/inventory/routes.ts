// Issue 28, beyond spec §7 (docs/decisions/004 and 027): the studio inventory, the paints a person owns
// or wants, and what each palette they can see asks of it. Each person sees and changes only their own.
import { Hono } from 'hono';
import { z } from 'zod';
import { ZPaletteColorsParam } from '#common/schemas/color.ts';
import { ZErrorBody } from '#common/schemas/error.ts';
import {
  ZAddInventoryResult,
  ZCreateInventoryItemRequest,
  ZFromPaletteRequest,
  ZFromPaletteResult,
  ZInventoryIdParam,
  ZInventoryImportResult,
  ZInventoryItem,
  ZPaletteOwnership,
  ZUpdateInventoryItemRequest,
} from '#common/schemas/inventory.ts';
import { ZGetPaletteQuery, ZPaletteIdParam } from '#common/schemas/palette.ts';
import type { AppEnv } from '#server/app-env.ts';
import { keptJson } from '#server/middleware/compress-json.ts';
import { csvBody } from '#server/middleware/csv-body.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { addItem } from './add-item';
import { deleteItem } from './delete-item';
import { addFromPalette } from './from-palette';
import { importItems } from './import-items';
import { exportItems, listItemsJson, studioRevision } from './list-items';
import { paletteOwnership } from './ownership';
import { updateItem } from './update-item';

const doc = describe('Studio inventory');

const ZInventoryExportQuery = z.object({ format: z.literal('csv'), excel: z.enum(['true', 'false']).optional() });

/** 422 of an import: the error's sentence and code, and every row that stopped it. */
const ZInventoryImportRefusal = ZErrorBody.extend(ZInventoryImportResult.shape).meta({ id: 'InventoryImportRefusal' });

const ofRows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

export const inventoryRoutes = new Hono<AppEnv>()
  .get(
    '/inventory',
    doc({
      summary: 'The caller’s studio: every paint they own or want, by name',
      description:
        'The answer’s ETag names the studio as it is; sent back in If-None-Match, it gets 304 until a paint of the studio, or the Buy link of one, changes.',
      access: 'signed-in',
      responses: { 200: z.array(ZInventoryItem), 304: null },
    }),
    requireUser,
    async (c) => {
      const options = { db: c.var.db, actor: c.var.user };
      const revision = await studioRevision(options);
      // The list is made once per revision (decision 027): a studio read again unchanged is sent as kept.
      if (revision) return keptJson(c, { key: `studio-${revision}`, json: () => listItemsJson(options) });
      return c.body(await listItemsJson(options), 200, { 'Content-Type': 'application/json' });
    },
  )
  .post(
    '/inventory',
    doc({
      summary: 'Add a paint to the studio, from the catalogue or by hand',
      description:
        'A paint already held in that form has its count raised instead (200, `added: false`). A new paint of one pigment the caller already owns in the same medium is refused with 409 DUPLICATE_PIGMENT unless `confirmDuplicate` is true.',
      access: 'signed-in',
      responses: { 200: ZAddInventoryResult, 201: ZAddInventoryResult },
    }),
    requireUser,
    validate('json', ZCreateInventoryItemRequest),
    async (c) => {
      const result = await addItem({ db: c.var.db, actor: c.var.user, request: c.req.valid('json') });
      return c.json(result, result.added ? 201 : 200);
    },
  )
  .post(
    '/inventory/import',
    doc({
      summary: 'Add the paints of a CSV file to the studio, all or none',
      description:
        "The palette export's columns (only paint name and hex needed) plus Form, Level, Count, Wish and Notes. A paint already held in that form has its count raised. When any row cannot be taken, nothing is imported and the answer (422) lists every such row.",
      access: 'signed-in',
      requestBody: { required: true, content: { 'text/csv': { schema: { type: 'string' } } } },
      responses: { 200: ZInventoryImportResult, 422: ZInventoryImportRefusal },
    }),
    requireUser,
    async (c) => {
      const csv = await csvBody(c);
      const result = await importItems({ db: c.var.db, actor: c.var.user, csv });
      if (result.badRows.length === 0) return c.json(result);
      const message = `${ofRows(result.badRows.length)} cannot be imported, so nothing was: ${result.badRows.map((row) => `line ${row.line}: ${row.reason}`).join('; ')}`;
      return c.json({ message, code: 'BAD_REQUEST' as const, ...result }, 422);
    },
  )
  .get(
    '/inventory/export',
    doc({
      summary: 'The studio as a CSV file, which the import reads back',
      description: '`excel=true` gives the file a UTF-8 byte order mark for Excel.',
      access: 'signed-in',
      responses: {
        200: { description: 'The file, its name in Content-Disposition', content: { 'text/csv': { schema: { type: 'string' } } } },
      },
    }),
    requireUser,
    validate('query', ZInventoryExportQuery),
    async (c) => {
      const csv = await exportItems({ db: c.var.db, actor: c.var.user, excel: c.req.valid('query').excel === 'true' });
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="studio.csv"',
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .post(
    '/inventory/from-palette/:paletteId',
    doc({
      summary: 'Add the paints of a palette: as owned, or to the wishlist',
      description:
        "`owned` ('I own these'): every paint of the palette the caller does not own becomes owned. `wish` ('Add the missing paints to my shopping list'): every paint they hold nothing of goes on the wishlist. For any palette the caller may view; with `share=true`, through its link.",
      access: 'signed-in',
      responses: { 200: ZFromPaletteResult },
    }),
    requireUser,
    validate('param', ZPaletteColorsParam),
    validate('query', ZGetPaletteQuery),
    validate('json', ZFromPaletteRequest),
    async (c) =>
      c.json(
        await addFromPalette({
          db: c.var.db,
          actor: c.var.user,
          paletteId: c.req.valid('param').paletteId,
          byLink: c.req.valid('query').share === 'true',
          request: c.req.valid('json'),
        }),
      ),
  )
  .put(
    '/inventory/:id',
    doc({
      summary: 'Change a studio item: form, level, count, wishlist, note, or bought',
      access: 'signed-in',
      responses: { 200: ZInventoryItem },
    }),
    requireUser,
    validate('param', ZInventoryIdParam),
    validate('json', ZUpdateInventoryItemRequest),
    async (c) => c.json(await updateItem({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id, update: c.req.valid('json') })),
  )
  .delete(
    '/inventory/:id',
    doc({ summary: 'Remove a paint from the studio', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZInventoryIdParam),
    async (c) => {
      await deleteItem({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id });
      return c.body(null, 204);
    },
  )
  .get(
    '/palettes/:id/ownership',
    doc({
      summary: 'Which colors of a palette the caller owns',
      description: 'For any palette the caller may view; with `share=true`, through its link.',
      access: 'signed-in',
      responses: { 200: ZPaletteOwnership },
    }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('query', ZGetPaletteQuery),
    async (c) =>
      c.json(
        await paletteOwnership({
          db: c.var.db,
          actor: c.var.user,
          paletteId: c.req.valid('param').id,
          byLink: c.req.valid('query').share === 'true',
        }),
      ),
  );
