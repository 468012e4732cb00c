import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZAlternative,
  ZAlternativesQuery,
  ZNames,
  ZNearestPaint,
  ZNearestPaintsQuery,
  ZPaintIdParam,
  ZPaintMatch,
  ZPaintMatchQuery,
  ZPaintSearchQuery,
  ZPaintSearchResult,
  ZPaintsPage,
  ZPaintsQuery,
  ZPigment,
  ZPigmentsQuery,
  ZSeriesQuery,
} from '../../../common/schemas/paints';
import type { AppEnv } from '../../app-env';
import { visitorKey } from '../../middleware/client-ip';
import { describe } from '../../middleware/describe';
import { validate } from '../../middleware/validate';
import { recordSearch } from '../insights';
import { listManufacturers, listSeries } from './list-manufacturers';
import { listPaints } from './list-paints';
import { listPigments } from './list-pigments';
import { matchCatalogue } from './match-catalogue';
import { nearestPaints } from './nearest-paints';
import { paintAlternatives } from './paint-alternatives';
import { taggedColorsOwner } from './policy';
import { searchPaints } from './search-paints';

const doc = describe('Paint catalogue');

// The catalogue is public facts (paint names, pigments, ratings): every route here answers
// without a session, so the color form can suggest paints to anyone. Only a search that reaches
// into a painter's own tagged colors (tagIds or userId sent) needs the session, and then reads
// the session user's colors (or, for an admin, the userId's). See decision 008.
export const paintRoutes = new Hono<AppEnv>()
  .get(
    '/paints/search-with-tags',
    doc({
      summary: 'Suggest paints: the catalogue, and the caller’s own tagged colors',
      access: 'anyone',
      description: 'Reaching into tagged colors (tagIds or userId) needs a session.',
      responses: { 200: z.array(ZPaintSearchResult) },
    }),
    validate('query', ZPaintSearchQuery),
    async (c) => {
      const request = c.req.valid('query');
      const ownerId = taggedColorsOwner(c.var.user, request);
      const results = await searchPaints({ db: c.var.db, request, ownerId });
      await recordSearch({
        db: c.var.db,
        rateLimits: c.var.rateLimits,
        visitor: visitorKey(c),
        request,
        found: results.filter((result) => result.kind === 'catalogue').length,
      });
      return c.json(results);
    },
  )
  .get(
    '/paints/manufacturers',
    doc({ summary: 'The catalogue’s manufacturers', access: 'anyone', responses: { 200: ZNames } }),
    async (c) => c.json(await listManufacturers({ db: c.var.db })),
  )
  .get(
    '/paints/series',
    doc({ summary: 'The catalogue’s series, of one manufacturer or all', access: 'anyone', responses: { 200: ZNames } }),
    validate('query', ZSeriesQuery),
    async (c) => c.json(await listSeries({ db: c.var.db, ...c.req.valid('query') })),
  )
  .get(
    '/paints/pigments',
    doc({ summary: 'Pigments by Colour Index code or name', access: 'anyone', responses: { 200: z.array(ZPigment) } }),
    validate('query', ZPigmentsQuery),
    async (c) => c.json(await listPigments({ db: c.var.db, ...c.req.valid('query') })),
  )
  // Issue 15, not in spec §7: the catalogue paint nearest each of a few colors (the mixing preview's mixes).
  .get(
    '/paints/nearest',
    doc({ summary: 'The catalogue paint nearest each of a few colors', access: 'anyone', responses: { 200: z.array(ZNearestPaint) } }),
    validate('query', ZNearestPaintsQuery),
    async (c) => {
      const { hex, medium } = c.req.valid('query');
      return c.json(await nearestPaints({ db: c.var.db, hexCodes: hex, medium: medium ?? null }));
    },
  )
  // Issue 29, not in spec §7: "Match a colour" against the whole catalogue. Each answer is real
  // work (a search of mixes), so each visitor may ask for a number of them.
  .get(
    '/paints/match',
    doc({
      summary: 'The mixes of catalogue paints that come closest to a colour',
      description:
        'Single paints, pairs and triples of the medium’s tubes, in whole parts (and, for watercolour, washes), each with its colour and ΔE00.',
      access: 'anyone',
      responses: { 200: ZPaintMatch },
    }),
    validate('query', ZPaintMatchQuery),
    async (c) => {
      await c.var.rateLimits.consume('paintMatches', visitorKey(c));
      return c.json(await matchCatalogue({ db: c.var.db, ...c.req.valid('query') }));
    },
  )
  .get(
    '/paints',
    doc({ summary: 'The catalogue, a page at a time', access: 'anyone', responses: { 200: ZPaintsPage } }),
    validate('query', ZPaintsQuery),
    async (c) => c.json(await listPaints({ db: c.var.db, ...c.req.valid('query') })),
  )
  // Issue 15, not in spec §7: paints of other manufacturers that can stand in for this one.
  .get(
    '/paints/:id/alternatives',
    doc({ summary: 'Paints of other makers that can stand in for a paint', access: 'anyone', responses: { 200: z.array(ZAlternative) } }),
    validate('param', ZPaintIdParam),
    validate('query', ZAlternativesQuery),
    async (c) => c.json(await paintAlternatives({ db: c.var.db, id: c.req.valid('param').id, limit: c.req.valid('query').limit })),
  );
