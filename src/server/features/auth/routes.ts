import { Hono } from 'hono';
import { ZPasswordLinkParam, type TPasswordLinkState } from '../../../common/schemas/auth';
import type { AppEnv } from '../../app-env';
import { validate } from '../../middleware/validate';
import { passwordLinkUsable } from './password-link';

// Beyond the spec (its identity provider is hosted): the reset and confirmation pages ask whether
// their link still works as they open, so a used link says so at once instead of showing a form
// that can only fail. Anyone may ask: the token is the permission.
export const passwordLinkRoutes = new Hono<AppEnv>().get('/password-links/:token', validate('param', ZPasswordLinkParam), async (c) =>
  c.json<TPasswordLinkState>({ usable: await passwordLinkUsable({ db: c.var.db, token: c.req.valid('param').token }) }),
);
