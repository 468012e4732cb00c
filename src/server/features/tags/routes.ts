import { Hono } from 'hono';
import { z } from 'zod';
import { ZColorIdParam } from '#common/schemas/color.ts';
import { ZAddColorTagRequest, ZColorTagParams, ZCreateTagRequest, ZTag } from '#common/schemas/tag.ts';
import { ZUserIdParam } from '#common/schemas/user.ts';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { loadColor } from '#server/features/colors/index.ts';
import { assertActsFor } from '#server/features/palettes/index.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { addColorTag, createTag, listColorTags, listUserTags, removeColorTag } from './tag-services';

const doc = describe('Tags');

export const tagRoutes = new Hono<AppEnv>()
  .get(
    '/tags/user/:id',
    doc({ summary: 'A person’s tags', access: 'signed-in', responses: { 200: z.array(ZTag) } }),
    requireUser,
    validate('param', ZUserIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      assertActsFor(c.var.user, id);
      return c.json(await listUserTags({ db: c.var.db, userId: id }));
    },
  )
  .post(
    '/tags',
    doc({ summary: 'Make a tag', access: 'signed-in', responses: { 201: ZTag } }),
    requireUser,
    validate('json', ZCreateTagRequest),
    async (c) => {
      const { userId, name } = c.req.valid('json');
      assertActsFor(c.var.user, userId);
      return c.json(await createTag({ db: c.var.db, userId, name }), 201);
    },
  )
  .get(
    '/colors/:id/tags',
    doc({ summary: 'The caller’s tags on a color', access: 'signed-in', responses: { 200: z.array(ZTag) } }),
    requireUser,
    validate('param', ZColorIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      await loadColor({ db: c.var.db, actor: c.var.user, id, action: 'view' });
      return c.json(await listColorTags({ db: c.var.db, colorId: id, ownerId: c.var.user.id }));
    },
  )
  .post(
    '/colors/:id/tags',
    doc({ summary: 'Tag a color', access: 'signed-in', responses: { 201: ZTag } }),
    requireUser,
    validate('param', ZColorIdParam),
    validate('json', ZAddColorTagRequest),
    async (c) => {
      const { id } = c.req.valid('param');
      const { tagId, userId } = c.req.valid('json');
      // Tags are personal: the caller links one of their own.
      if (userId !== c.var.user.id) throw new AppError('FORBIDDEN', 'You may only use your own tags.');
      await loadColor({ db: c.var.db, actor: c.var.user, id, action: 'edit' });
      return c.json(await addColorTag({ db: c.var.db, colorId: id, tagId, ownerId: userId }), 201);
    },
  )
  .delete(
    '/colors/:colorId/tags/:tagId',
    doc({ summary: 'Untag a color', access: 'signed-in', responses: { 204: null } }),
    requireUser,
    validate('param', ZColorTagParams),
    async (c) => {
      const { colorId, tagId } = c.req.valid('param');
      await loadColor({ db: c.var.db, actor: c.var.user, id: colorId, action: 'edit' });
      await removeColorTag({ db: c.var.db, colorId, tagId });
      return c.body(null, 204);
    },
  );
