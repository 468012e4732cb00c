import { asc, eq, getTableColumns } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { analyticsEvents, authAccounts, inventoryItems, mailingListSubscriptions, tags, users } from '../../db/schema';
import { exportOwnPalettes } from '../palette-files';
import { getUserByEmail } from './get-user-by-email';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The person's palettes as the export route gives them (CSV and Adobe swatches), and a list of them. */
async function paletteFiles(db: Db, actor: SessionUser): Promise<{ files: Zippable; list: unknown[] }> {
  const files: Zippable = {};
  const exported = await exportOwnPalettes({ db, actor, formats: ['csv', 'ase'] });
  const list = exported.map(({ palette, files: paletteFiles }, i) => {
    // Numbered, so two palettes of one name keep a file each.
    const names = paletteFiles.map((file) => {
      const name = `palettes/${String(i + 1).padStart(3, '0')} ${file.fileName}`;
      files[name] = typeof file.body === 'string' ? strToU8(file.body) : new Uint8Array(file.body);
      return name;
    });
    return {
      name: palette.name,
      medium: palette.medium,
      rows: palette.rows,
      columns: palette.columns,
      tags: palette.tags ?? [],
      notes: palette.notes,
      favourite: palette.isFavorite,
      master: palette.isOriginal,
      pushedByAdmin: palette.isPushedByAdmin,
      linkSharing: palette.shareEnabled,
      createdAt: palette.createdAt.toISOString(),
      updatedAt: palette.updatedAt.toISOString(),
      files: names,
    };
  });
  return { files, list };
}

/** The studio's items as kept, by name: the paint's facts, form, level, count, wish and note. */
async function inventoryOf(db: Db, actor: SessionUser) {
  const { id: _id, userId: _userId, itemJson: _itemJson, ...columns } = getTableColumns(inventoryItems);
  return db.select(columns).from(inventoryItems).where(eq(inventoryItems.userId, actor.id)).orderBy(asc(inventoryItems.paintName));
}

/** What the person told the app about themself: the user record, sign-in methods, mailing-list choice, tags. */
async function profileOf(db: Db, actor: SessionUser, adminEmails: ReadonlySet<string>) {
  const user = await getUserByEmail({ db, email: actor.email, adminEmails });
  const signIns = await db
    .select({ method: authAccounts.providerId })
    .from(authAccounts)
    .innerJoin(users, eq(users.authUserId, authAccounts.userId))
    .where(eq(users.id, actor.id))
    .orderBy(asc(authAccounts.providerId));
  const [subscription] = await db
    .select({ subscribed: mailingListSubscriptions.hasOptedIn, optedInAt: mailingListSubscriptions.optedInAt })
    .from(mailingListSubscriptions)
    .where(eq(mailingListSubscriptions.email, actor.email));
  const tagNames = await db.select({ name: tags.name }).from(tags).where(eq(tags.userId, actor.id)).orderBy(asc(tags.name));
  return {
    user,
    // 'credential' is a password; the others name the provider signed in with (google).
    signInMethods: signIns.map(({ method }) => method),
    mailingList: subscription ? { subscribed: subscription.subscribed, optedInAt: subscription.optedInAt?.toISOString() ?? null } : null,
    tags: tagNames.map(({ name }) => name),
  };
}

/**
 * Issue 30, GET /api/users/{id}/export ("Download my data"): a ZIP of everything the person keeps
 * here: each palette as CSV and Adobe swatches (the palette export's own files) with palettes.json
 * listing them, their studio inventory (inventory.json), their
 * profile (profile.json) and their analytics events (events.json).
 */
export async function exportAccount(options: {
  db: Db;
  actor: SessionUser;
  adminEmails: ReadonlySet<string>;
}): Promise<{ body: Uint8Array; fileName: string }> {
  const { db, actor, adminEmails } = options;
  const { files, list } = await paletteFiles(db, actor);
  const events = await db
    .select({ name: analyticsEvents.name, path: analyticsEvents.path, params: analyticsEvents.params, at: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, actor.id))
    .orderBy(asc(analyticsEvents.id));
  const body = zipSync(
    {
      'profile.json': json(await profileOf(db, actor, adminEmails)),
      'palettes.json': json(list),
      ...files,
      'inventory.json': json(await inventoryOf(db, actor)),
      'events.json': json(events.map(({ at, ...event }) => ({ ...event, at: at.toISOString() }))),
    },
    { level: 6 },
  );
  return { body, fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip` };
}
