import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZCanCreatePalette,
  ZCreatePaletteRequest,
  ZCuratedPalette,
  ZCuratedQuery,
  ZGetPaletteQuery,
  ZPalette,
  ZPaletteIdParam,
  ZSharedQuery,
  ZUpdatePaletteRequest,
  ZUserIdBody,
} from '#common/schemas/palette.ts';
import { ZUserIdParam } from '#common/schemas/user.ts';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { etagMatches } from '#server/lib/etag.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { copyPalette } from './copy-palette';
import { createPalette } from './create-palette';
import { deletePalette } from './delete-palette';
import { duplicatePalette } from './duplicate-palette';
import { getPalette } from './get-palette';
import { listCuratedPalettes, listSharedPalettes, listUserPalettes } from './list-palettes';
import { assertActsFor } from './policy';
import { canCreatePalette } from './quota';
import { restorePalette } from './restore-palette';
import { cachedSharePreviewPng, sharedPalette, sharePreviewEtag } from './share-preview';
import { updatePalette } from './update-palette';

const doc = describe('Palettes');
const PNG = { description: 'A 1200 × 630 PNG', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } as const;

export const paletteRoutes = new Hono<AppEnv>()
  .get(
    '/user/:id/can-create-palette',
    doc({ summary: 'Whether a person may make another palette (their quota)', access: 'signed-in', responses: { 200: ZCanCreatePalette } }),
    requireUser,
    validate('param', ZUserIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      assertActsFor(c.var.user, id);
      const owner = id === c.var.user.id ? c.var.user : { id, isAdmin: false };
      return c.json({ canCreate: await canCreatePalette({ db: c.var.db, owner }) });
    },
  )
  .get(
    '/palettes/user',
    doc({ summary: 'The caller’s palettes, with a miniature of each', access: 'signed-in', responses: { 200: z.array(ZPalette) } }),
    requireUser,
    async (c) => c.json(await listUserPalettes({ db: c.var.db, actor: c.var.user })),
  )
  .get(
    '/palettes/curated',
    doc({
      summary: 'Curated palettes: the distributed masters, each with where the caller already has it',
      access: 'signed-in',
      responses: { 200: z.array(ZCuratedPalette) },
    }),
    requireUser,
    validate('query', ZCuratedQuery),
    async (c) => {
      const { userId, limit } = c.req.valid('query');
      if (userId) assertActsFor(c.var.user, userId);
      return c.json(await listCuratedPalettes({ db: c.var.db, actor: c.var.user, limit }));
    },
  )
  .get(
    '/palettes/shared',
    doc({ summary: 'Palettes shared with the caller by invitation', access: 'signed-in', responses: { 200: z.array(ZPalette) } }),
    requireUser,
    validate('query', ZSharedQuery),
    async (c) => {
      const { userId, limit } = c.req.valid('query');
      if (userId) assertActsFor(c.var.user, userId);
      return c.json(await listSharedPalettes({ db: c.var.db, actor: c.var.user, limit }));
    },
  )
  .post(
    '/palettes/copy/:id',
    doc({ summary: 'Copy a curated palette into a person’s library', access: 'signed-in', responses: { 201: ZPalette } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('json', ZUserIdBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId } = c.req.valid('json');
      return c.json(await copyPalette({ db: c.var.db, actor: c.var.user, id, userId }), 201);
    },
  )
  // Signed-out visitors may open a share link (spec §6), so this one route does not require a user.
  .get(
    '/palettes/:id',
    doc({
      summary: 'One palette',
      description: 'Signed-out visitors may read a palette whose share link is on, with `share=true`.',
      access: 'anyone',
      responses: { 200: ZPalette },
    }),
    validate('param', ZPaletteIdParam),
    validate('query', ZGetPaletteQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      const byLink = c.req.valid('query').share === 'true';
      if (!byLink && !c.var.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return c.json(await getPalette({ db: c.var.db, actor: c.var.user, id, byLink }));
    },
  )
  // Beyond the spec (issue 7): the social preview picture of a shared palette, for link previews.
  .get(
    '/palettes/:id/preview.png',
    doc({ summary: 'The link-preview picture of a shared palette', access: 'anyone', responses: { 200: PNG, 304: null } }),
    validate('param', ZPaletteIdParam),
    async (c) => {
      const palette = await sharedPalette({ db: c.var.db, id: c.req.valid('param').id });
      if (!palette) throw new AppError('NOT_FOUND', 'Palette not found.');
      // Revalidated every time (sharing may be turned off, colors change); drawn only when changed.
      const etag = sharePreviewEtag(palette);
      const headers = { 'Cache-Control': 'no-cache', ETag: etag };
      if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const png = await cachedSharePreviewPng(palette, etag);
      return c.body(new Uint8Array(png), 200, { ...headers, 'Content-Type': 'image/png' });
    },
  )
  .post(
    '/palettes',
    doc({ summary: 'Make a palette', access: 'signed-in', responses: { 201: ZPalette } }),
    requireUser,
    validate('json', ZCreatePaletteRequest),
    async (c) => c.json(await createPalette({ db: c.var.db, actor: c.var.user, request: c.req.valid('json') }), 201),
  )
  .put(
    '/palettes/:id',
    doc({ summary: 'Change a palette', access: 'signed-in', responses: { 200: ZPalette } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    validate('json', ZUpdatePaletteRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updatePalette({ db: c.var.db, actor: c.var.user, id, update: c.req.valid('json') }));
    },
  )
  .delete(
    '/palettes/:id',
    doc({ summary: 'Delete a palette and its colors', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    async (c) => {
      await deletePalette({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id });
      return c.body(null, 204);
    },
  )
  // Not in spec §7 (there the client re-posts the palette and its colors): one atomic duplicate.
  .post(
    '/palettes/:id/duplicate',
    doc({ summary: 'Duplicate a palette with its colors', access: 'signed-in', responses: { 201: ZPalette } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    async (c) => c.json(await duplicatePalette({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id }), 201),
  )
  .post(
    '/palettes/:id/restore',
    doc({ summary: 'Restore a distributed copy to its master', access: 'signed-in', responses: { 200: ZPalette } }),
    requireUser,
    validate('param', ZPaletteIdParam),
    async (c) => c.json(await restorePalette({ db: c.var.db, actor: c.var.user, id: c.req.valid('param').id })),
  );
