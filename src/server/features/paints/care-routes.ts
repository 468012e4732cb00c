import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZAdminCataloguePaint,
  ZCatalogueImportReport,
  ZCoverageLine,
  ZEditPaintFactsRequest,
  ZPaintFactEdit,
  ZPaintReport,
  ZPaintReportRequest,
  ZReportIdParam,
  ZResolveReportRequest,
} from '#common/schemas/catalogue-care.ts';
import { ZPaintIdParam } from '#common/schemas/paints.ts';
import type { AppEnv } from '#server/app-env.ts';
import { CATALOGUE_FILE_LIMIT_BYTES } from '#server/middleware/body-limit.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireAdmin } from '#server/middleware/require-admin.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { catalogueCoverage } from './care/coverage';
import { CHART_TYPES, chartBody, importChart } from './care/import-chart';
import { adminPaint, editPaintFacts, paintFactHistory } from './care/paint-facts';
import { listOpenReports, reportPaint, resolveReport } from './care/reports';

const doc = describe('Catalogue care');

// Issue 42 ("the brand keeps its catalogue right"), spec gaps all: spec §7 names no route for
// fixing the catalogue or reporting it wrong. Admin routes sit under /api/admin like the spec's
// own; a painter's report sits under the paint it is about.
export const catalogueCareRoutes = new Hono<AppEnv>()
  .get(
    '/admin/catalogue/coverage',
    doc({ summary: 'How complete each line of the catalogue is', access: 'admin', responses: { 200: z.array(ZCoverageLine) } }),
    requireAdmin,
    async (c) => c.json(await catalogueCoverage({ db: c.var.db })),
  )
  .get(
    '/admin/catalogue/paints/:id',
    doc({ summary: 'A catalogue paint’s facts, and which an admin fixed', access: 'admin', responses: { 200: ZAdminCataloguePaint } }),
    requireAdmin,
    validate('param', ZPaintIdParam),
    async (c) => c.json(await adminPaint({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  )
  .put(
    '/admin/catalogue/paints/:id',
    doc({
      summary: 'Fix a catalogue paint’s facts, saying where the fix comes from',
      description:
        'Every fact as the catalogue files write it (pigment codes as painters write them); source is a link (http or https), or chart or label. The facts that change are kept in the paint’s history and held against later imports.',
      access: 'admin',
      responses: { 200: ZAdminCataloguePaint },
    }),
    requireAdmin,
    validate('param', ZPaintIdParam),
    validate('json', ZEditPaintFactsRequest),
    async (c) =>
      c.json(await editPaintFacts({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id, request: c.req.valid('json') })),
  )
  .get(
    '/admin/catalogue/paints/:id/history',
    doc({ summary: 'The fixes of a paint’s facts, newest first', access: 'admin', responses: { 200: z.array(ZPaintFactEdit) } }),
    requireAdmin,
    validate('param', ZPaintIdParam),
    async (c) => c.json(await paintFactHistory({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  )
  .post(
    '/admin/catalogue/import',
    doc({
      summary: 'Import a maker’s chart (CSV or XLSX) into the catalogue',
      description: `The file as the request body, in the catalogue files' columns, at most ${CATALOGUE_FILE_LIMIT_BYTES / 1024 / 1024} MiB. Bad rows are skipped and listed; facts an admin fixed are kept.`,
      access: 'admin',
      requestBody: {
        required: true,
        content: Object.fromEntries(Object.keys(CHART_TYPES).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      responses: { 200: ZCatalogueImportReport },
    }),
    requireAdmin,
    async (c) => c.json(await importChart({ db: c.var.db, actor: c.var.user, ...(await chartBody(c)) })),
  )
  .get(
    '/admin/catalogue/reports',
    doc({ summary: 'What painters reported wrong, not yet resolved', access: 'admin', responses: { 200: z.array(ZPaintReport) } }),
    requireAdmin,
    async (c) => c.json(await listOpenReports({ db: c.var.db, actor: c.var.user })),
  )
  .put(
    '/admin/catalogue/reports/:id',
    doc({ summary: 'Mark a report resolved', access: 'admin', responses: { 200: ZPaintReport } }),
    requireAdmin,
    validate('param', ZReportIdParam),
    validate('json', ZResolveReportRequest),
    async (c) => c.json(await resolveReport({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  )
  .post(
    '/paints/:id/reports',
    doc({
      summary: 'Report a wrong fact of a catalogue paint',
      description: 'A painter may send 10 an hour: past that, 429 with Retry-After.',
      access: 'signed-in',
      responses: { 201: ZPaintReport },
    }),
    requireUser,
    validate('param', ZPaintIdParam),
    validate('json', ZPaintReportRequest),
    async (c) => {
      const report = await reportPaint({
        db: c.var.db,
        rateLimits: c.var.rateLimits,
        actor: c.var.user,
        paintId: c.req.valid('param').id,
        note: c.req.valid('json').note,
      });
      return c.json(report, 201);
    },
  );
