import { Hono } from 'hono';
import { ZCreateUserRequest, ZEmailParam, ZSubscribeMailingListRequest } from '../../../common/schemas/user';
import type { AppEnv } from '../../app-env';
import { requireIdentity } from '../../middleware/require-user';
import { validate } from '../../middleware/validate';
import { ensureUser } from './ensure-user';
import { getUserByEmail } from './get-user-by-email';
import { assertCanActForEmail, assertCanCreateFor } from './policy';
import { subscribeMailingList } from './subscribe-mailing-list';

export const userRoutes = new Hono<AppEnv>()
  .get('/user/email/:email', requireIdentity, validate('param', ZEmailParam), async (c) => {
    const { email } = c.req.valid('param');
    assertCanActForEmail({ identity: c.var.identity, user: c.var.user }, email);
    return c.json(await getUserByEmail({ db: c.var.db, email, adminEmails: c.var.config.adminEmails }));
  })
  .post('/users', requireIdentity, validate('json', ZCreateUserRequest), async (c) => {
    const body = c.req.valid('json');
    assertCanCreateFor({ identity: c.var.identity, user: c.var.user }, body.email);
    const { user, created } = await ensureUser({
      db: c.var.db,
      identity: c.var.identity,
      requestedName: body.name,
      adminEmails: c.var.config.adminEmails,
    });
    return c.json(user, created ? 201 : 200);
  })
  .post('/subscribe-mailing-list', requireIdentity, validate('json', ZSubscribeMailingListRequest), async (c) => {
    const body = c.req.valid('json');
    const actor = { identity: c.var.identity, user: c.var.user };
    assertCanActForEmail(actor, body.email);
    await subscribeMailingList({ db: c.var.db, actor, ...body });
    return c.json({ message: body.hasOptedIn ? 'Subscribed.' : 'Preference recorded.' });
  });
