import { Hono } from 'hono';
import { z } from 'zod';
import {
  type TPaintSearchResult,
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
} from '#common/schemas/paints.ts';
import type { AppEnv } from '#server/app-env.ts';
import { recordSearch } from '#server/features/insights/index.ts';
import { contentCache } from '#server/lib/content-cache.ts';
import { visitorKey } from '#server/middleware/client-ip.ts';
import { describe } from '#server/middleware/describe.ts';
import { validate } from '#server/middleware/validate.ts';
import { catalogueAnswer, catalogueResult } from './catalogue-answer';
import { listManufacturers, listSeries } from './list-manufacturers';
import { listPaints } from './list-paints';
import { listPigments } from './list-pigments';
import { matchCatalogue } from './match-catalogue';
import { nearestPaints } from './nearest-paints';
import { paintAlternatives } from './paint-alternatives';
import { taggedColorsOwner } from './policy';
import { searchPaints } from './search-paints';

const doc = describe('Paint catalogue');

/**
 * Decision 030: every answer here but a search of one's own colors is the catalogue's, the same for
 * whoever asks until the next import, so it is made once per catalogue revision, and for visitors
 * who are not signed in a few at a time (429 with Retry-After past that).
 */
const KEPT =
  'Answered from what the catalogue is at: the ETag names its revision, and sent back in If-None-Match gets 304 until the catalogue changes.';
const BUSY = 'Visitors who are not signed in are answered a few at a time: past that, 429 with Retry-After.';
const publicDoc = (operation: Parameters<typeof doc>[0]) =>
  doc({
    ...operation,
    description: [operation.description, KEPT, BUSY].filter(Boolean).join(' '),
    responses: { ...operation.responses, 304: null },
  });

// Searches of the catalogue alone, kept by the catalogue's revision and the question.
const searches = contentCache<TPaintSearchResult[]>({
  maxEntries: 2048,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: (results) => JSON.stringify(results).length,
});

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
      description: `Reaching into tagged colors (tagIds or userId) needs a session. ${BUSY}`,
      responses: { 200: z.array(ZPaintSearchResult) },
    }),
    validate('query', ZPaintSearchQuery),
    async (c) => {
      const request = c.req.valid('query');
      const ownerId = taggedColorsOwner(c.var.user, request);
      const search = () => searchPaints({ db: c.var.db, request, ownerId });
      // Without the caller's own colors, the search is the catalogue's: the same for everyone.
      const results = ownerId
        ? await search()
        : await catalogueResult(c, { name: 'search', query: request, cache: searches, make: search });
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
    publicDoc({ summary: 'The catalogue’s manufacturers', access: 'anyone', responses: { 200: ZNames } }),
    (c) => catalogueAnswer(c, { name: 'manufacturers', query: null, make: () => listManufacturers({ db: c.var.db }) }),
  )
  .get(
    '/paints/series',
    publicDoc({ summary: 'The catalogue’s series, of one manufacturer or all', access: 'anyone', responses: { 200: ZNames } }),
    validate('query', ZSeriesQuery),
    (c) => {
      const query = c.req.valid('query');
      return catalogueAnswer(c, { name: 'series', query, make: () => listSeries({ db: c.var.db, ...query }) });
    },
  )
  .get(
    '/paints/pigments',
    publicDoc({ summary: 'Pigments by Colour Index code or name', access: 'anyone', responses: { 200: z.array(ZPigment) } }),
    validate('query', ZPigmentsQuery),
    (c) => {
      const query = c.req.valid('query');
      return catalogueAnswer(c, { name: 'pigments', query, make: () => listPigments({ db: c.var.db, ...query }) });
    },
  )
  // Issue 15, not in spec §7: the catalogue paint nearest each of a few colors (the mixing preview's mixes).
  .get(
    '/paints/nearest',
    publicDoc({
      summary: 'The catalogue paint nearest each of a few colors',
      access: 'anyone',
      responses: { 200: z.array(ZNearestPaint) },
    }),
    validate('query', ZNearestPaintsQuery),
    (c) => {
      const query = c.req.valid('query');
      const make = () => nearestPaints({ db: c.var.db, hexCodes: query.hex, medium: query.medium ?? null });
      return catalogueAnswer(c, { name: 'nearest', query, make });
    },
  )
  // Issue 29, not in spec §7: "Match a colour" against the whole catalogue. Each answer is real
  // work (a search of mixes), so each visitor may have a number of them searched (a colour matched
  // again while the catalogue is unchanged is sent as kept, and spends nothing).
  .get(
    '/paints/match',
    publicDoc({
      summary: 'The mixes of catalogue paints that come closest to a colour',
      description:
        'Single paints, pairs and triples of the medium’s tubes, in whole parts (and, for watercolour, washes), each with its colour and ΔE00.',
      access: 'anyone',
      responses: { 200: ZPaintMatch },
    }),
    validate('query', ZPaintMatchQuery),
    async (c) => {
      const query = c.req.valid('query');
      const make = () => matchCatalogue({ db: c.var.db, ...query });
      return catalogueAnswer(c, { name: 'match', query, budget: 'paintMatches', make });
    },
  )
  .get(
    '/paints',
    publicDoc({ summary: 'The catalogue, a page at a time', access: 'anyone', responses: { 200: ZPaintsPage } }),
    validate('query', ZPaintsQuery),
    (c) => {
      const query = c.req.valid('query');
      return catalogueAnswer(c, { name: 'paints', query, make: () => listPaints({ db: c.var.db, ...query }) });
    },
  )
  // Issue 15, not in spec §7: paints of other manufacturers that can stand in for this one.
  .get(
    '/paints/:id/alternatives',
    publicDoc({
      summary: 'Paints of other makers that can stand in for a paint',
      access: 'anyone',
      responses: { 200: z.array(ZAlternative) },
    }),
    validate('param', ZPaintIdParam),
    validate('query', ZAlternativesQuery),
    (c) => {
      const query = { id: c.req.valid('param').id, limit: c.req.valid('query').limit };
      return catalogueAnswer(c, { name: 'alternatives', query, make: () => paintAlternatives({ db: c.var.db, ...query }) });
    },
  );
