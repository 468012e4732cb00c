import { Hono } from 'hono';
import {
  ZAvatarResponse,
  ZCreateUserRequest,
  ZDeleteAccountRequest,
  ZDeletionLinkResponse,
  ZEmailParam,
  ZSetAvatarRequest,
  ZSubscribeMailingListRequest,
  ZSubscribeMailingListResponse,
  ZUpdateProfileRequest,
  ZUser,
  ZUserIdParam,
} from '#common/schemas/user.ts';
import type { AppEnv } from '#server/app-env.ts';
import type { ObjectStore } from '#server/features/objects/index.ts';
import { describe, type FileResponse } from '#server/middleware/describe.ts';
import { requireIdentity, requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
import { deleteAccount } from './delete-account';
import { mailDeletionLink } from './deletion-link';
import { ensureUser } from './ensure-user';
import { exportAccount } from './export-account';
import { getUserByEmail } from './get-user-by-email';
import { assertCanActForEmail, assertCanCreateFor, assertCanEditUser, assertOwnsAccount } from './policy';
import { setAvatar } from './set-avatar';
import { subscribeMailingList } from './subscribe-mailing-list';
import { updateProfile } from './update-profile';

const doc = describe('People');
const ZIP_FILE: FileResponse = {
  description: 'A ZIP file, its name in Content-Disposition',
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
};

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
    .get(
      '/users/:id/export',
      doc({
        summary: 'Download my data: a ZIP of everything the person keeps here',
        description:
          'Each palette as CSV and Adobe swatches (`palettes/`, listed in `palettes.json`), the studio inventory (`inventory.json`), the profile (`profile.json`) and the analytics events (`events.json`). The owner only, a few times an hour.',
        access: 'signed-in',
        responses: { 200: ZIP_FILE },
      }),
      requireUser,
      validate('param', ZUserIdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        assertOwnsAccount({ user: c.var.user }, id);
        await c.var.rateLimits.consume('accountExports', id);
        const zip = await exportAccount({ db: c.var.db, actor: c.var.user, adminEmails: c.var.config.adminEmails });
        return c.body(new Uint8Array(zip.body), 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${zip.fileName}"`,
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .post(
      '/users/:id/deletion-link',
      doc({
        summary: 'Mail the owner a link that confirms deleting their account',
        description:
          'For an account without a password (or instead of it). The link opens a page where the signed-in owner confirms; it works once, for an hour, and a new one replaces it. A few an hour.',
        access: 'signed-in',
        responses: { 200: ZDeletionLinkResponse },
      }),
      requireUser,
      validate('param', ZUserIdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        assertOwnsAccount({ user: c.var.user }, id);
        await c.var.rateLimits.consume('accountDeletionLinks', id);
        await mailDeletionLink({ db: c.var.db, mailer: c.var.mailer, config: c.var.config, user: c.var.user });
        return c.json({ message: 'Link sent.' });
      },
    )
    .delete(
      '/users/:id',
      doc({
        summary: 'Delete my account and everything of it',
        description:
          'Confirmed by the owner’s `password` or the `token` of the mailed link. Palettes, colors, tags, invitations, inventory, profile, avatar, sessions and analytics events go; masters an admin made stay with the longest-standing other admin. The last admin is refused (409). The address may then sign up again, as new.',
        access: 'signed-in',
        responses: { 204: null },
      }),
      requireUser,
      validate('param', ZUserIdParam),
      validate('json', ZDeleteAccountRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        assertOwnsAccount({ user: c.var.user }, id);
        await c.var.rateLimits.consume('accountDeletionAttempts', id);
        await deleteAccount({
          db: c.var.db,
          store,
          logger: c.var.logger,
          userId: id,
          confirmation: c.req.valid('json'),
          adminEmails: c.var.config.adminEmails,
        });
        return c.body(null, 204);
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
