import { Hono } from 'hono';
import { ZCreateUserRequest, ZEmailParam, ZSubscribeMailingListRequest } from '../../../common/schemas/user';
import type { AppEnv } from '../../app-env';
import { requireIdentity } from '../../middleware/require-user';
import { validate } from '../../middleware/validate';
import { ensureUser } from './ensure-user';
import { getUserByEmail } from './get-user-by-email';
import { assertCanActForEmail } from './policy';
import { subscribeMailingList } from './subscribe-mailing-list';

export const userRoutes = new Hono<AppEnv>()
  .get('/user/email/:email', requireIdentity, validate('param', ZEmailParam), async (c) => {
    const { email } = c.req.valid('param');
    assertCanActForEmail({ identity: c.var.identity, user: c.var.user }, email);
    return c.json(await getUserByEmail({ db: c.var.db, email, adminEmails: c.var.config.adminEmails }));
  })
  .post('/users', requireIdentity, validate('json', ZCreateUserRequest), async (c) => {
    const body = c.req.valid('json');
    const identity = c.var.identity;
    assertCanActForEmail({ identity, user: c.var.user }, body.email);
    const isSelf = identity.email === body.email.toLowerCase();
    const { user, created } = await ensureUser({
      db: c.var.db,
      email: body.email,
      name: body.name || (isSelf ? identity.name : ''),
      authUserId: isSelf ? identity.authUserId : null,
      adminEmails: c.var.config.adminEmails,
    });
    return c.json(user, created ? 201 : 200);
  })
  .post('/subscribe-mailing-list', requireIdentity, validate('json', ZSubscribeMailingListRequest), async (c) => {
    const body = c.req.valid('json');
    assertCanActForEmail({ identity: c.var.identity, user: c.var.user }, body.email);
    const isSelf = c.var.identity.email === body.email.toLowerCase();
    await subscribeMailingList({ db: c.var.db, ...body, userId: isSelf ? (c.var.user?.id ?? null) : null });
    return c.json({ message: body.hasOptedIn ? 'Subscribed.' : 'Preference recorded.' });
  });
