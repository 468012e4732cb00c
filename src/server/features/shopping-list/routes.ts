import { Hono } from 'hono';
import { ZShoppingList, ZShoppingShareParam, ZShoppingShareRequest } from '#common/schemas/inventory.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { getSharedShoppingList, getShoppingList, setShoppingListSharing } from './shopping-list';

const doc = describe('Shopping list');

// Beyond spec §7 (issue 28, docs/decisions/004). A list is its person's alone: these routes name
// no one and act on the caller (admins included: their own list, nobody else's), so there is no
// policy to ask. Its link is the one way another reads it.
export const shoppingListRoutes = new Hono<AppEnv>()
  .get(
    '/shopping-list',
    doc({
      summary: 'The caller’s shopping list by maker: wishes and paints running low, with Buy links',
      access: 'signed-in',
      responses: { 200: ZShoppingList },
    }),
    requireUser,
    async (c) => c.json(await getShoppingList({ db: c.var.db, userId: c.var.user.id })),
  )
  .put(
    '/shopping-list/share',
    doc({ summary: 'Turn the shopping list’s read-only link on or off', access: 'signed-in', responses: { 200: ZShoppingList } }),
    requireUser,
    validate('json', ZShoppingShareRequest),
    async (c) => c.json(await setShoppingListSharing({ db: c.var.db, userId: c.var.user.id, enabled: c.req.valid('json').enabled })),
  )
  // Anyone holding the link reads the list (as a palette's share link): without its person's notes.
  .get(
    '/shopping-list/shared/:token',
    doc({ summary: 'A shopping list by its link, read-only', access: 'anyone', responses: { 200: ZShoppingList } }),
    validate('param', ZShoppingShareParam),
    async (c) => c.json(await getSharedShoppingList({ db: c.var.db, token: c.req.valid('param').token })),
  );
