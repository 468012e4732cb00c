import { Hono } from 'hono';
import {
  ZAvatarResponse,
  ZCreateUserRequest,
  ZEmailParam,
  ZSetAvatarRequest,
  ZSubscribeMailingListRequest,
  ZSubscribeMailingListResponse,
  ZUpdateProfileRequest,
  ZUser,
  ZUserIdParam,
} from '../../../common/schemas/user';
import type { AppEnv } from '../../app-env';
import { describe } from '../../middleware/describe';
import { requireIdentity, requireUser } from '../../middleware/require-user';
import { validate } from '../../middleware/validate';
import type { ObjectStore } from '../objects';
import { ensureUser } from './ensure-user';
import { getUserByEmail } from './get-user-by-email';
import { assertCanActForEmail, assertCanCreateFor, assertCanEditUser } from './policy';
import { setAvatar } from './set-avatar';
import { subscribeMailingList } from './subscribe-mailing-list';
import { updateProfile } from './update-profile';

const doc = describe('People');

/** The user routes; profile and avatar changes reach object storage to store or remove pictures. */
export const userRoutes = (store: ObjectStore) =>
  new Hono<AppEnv>()
    .get(
      '/user/email/:email',
      doc({ summary: 'A person by e-mail address (the caller, or anyone for an admin)', access: 'signed-in', responses: { 200: ZUser } }),
      requireIdentity,
      validate('param', ZEmailParam),
      async (c) => {
        const { email } = c.req.valid('param');
        assertCanActForEmail({ identity: c.var.identity, user: c.var.user }, email);
        return c.json(await getUserByEmail({ db: c.var.db, email, adminEmails: c.var.config.adminEmails }));
      },
    )
    .post(
      '/users',
      doc({ summary: 'Make the caller’s person (or find it)', access: 'signed-in', responses: { 200: ZUser, 201: ZUser } }),
      requireIdentity,
      validate('json', ZCreateUserRequest),
      async (c) => {
        const body = c.req.valid('json');
        assertCanCreateFor({ identity: c.var.identity, user: c.var.user }, body.email);
        const { user, created } = await ensureUser({
          db: c.var.db,
          identity: c.var.identity,
          requestedName: body.name,
          adminEmails: c.var.config.adminEmails,
        });
        return c.json(user, created ? 201 : 200);
      },
    )
    .put(
      '/users/:id/profile',
      doc({ summary: 'Change a display name or picture', access: 'signed-in', responses: { 200: ZUser } }),
      requireUser,
      validate('param', ZUserIdParam),
      validate('json', ZUpdateProfileRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        assertCanEditUser({ user: c.var.user }, id);
        const update = c.req.valid('json');
        return c.json(await updateProfile({ db: c.var.db, store, userId: id, update, adminEmails: c.var.config.adminEmails }));
      },
    )
    .put(
      '/users/:id/avatar',
      doc({ summary: 'Keep an uploaded picture as the avatar', access: 'signed-in', responses: { 200: ZAvatarResponse } }),
      requireUser,
      validate('param', ZUserIdParam),
      validate('json', ZSetAvatarRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        assertCanEditUser({ user: c.var.user }, id);
        const { avatarUrl } = c.req.valid('json');
        return c.json(await setAvatar({ db: c.var.db, store, userId: id, avatarUrl }));
      },
    )
    .post(
      '/subscribe-mailing-list',
      doc({ summary: 'Record a mailing-list choice', access: 'signed-in', responses: { 200: ZSubscribeMailingListResponse } }),
      requireIdentity,
      validate('json', ZSubscribeMailingListRequest),
      async (c) => {
        const body = c.req.valid('json');
        const actor = { identity: c.var.identity, user: c.var.user };
        assertCanActForEmail(actor, body.email);
        await subscribeMailingList({ db: c.var.db, actor, ...body });
        return c.json({ message: body.hasOptedIn ? 'Subscribed.' : 'Preference recorded.' });
      },
    );
