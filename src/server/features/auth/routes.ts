import { Hono } from 'hono';
import { ZPasswordLinkParam, ZPasswordLinkState } from '#common/schemas/auth.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';
import { validate } from '#server/middleware/validate.ts';
import { passwordLinkState } from './password-link';

const doc = describe('Sign-in');

// Beyond the spec (its identity provider is hosted): the reset and confirmation pages ask whether
// their link still works as they open, so a used link says so at once instead of showing a form
// that can only fail; a confirmation page learns the name given at sign-up, to show it (issue 41).
// Anyone may ask: the token is the permission.
export const passwordLinkRoutes = new Hono<AppEnv>().get(
  '/password-links/:token',
  doc({ summary: 'Whether a mailed reset or confirmation link still works', access: 'anyone', responses: { 200: ZPasswordLinkState } }),
  validate('param', ZPasswordLinkParam),
  async (c) => c.json(await passwordLinkState({ db: c.var.db, token: c.req.valid('param').token })),
);
