import { asc, eq, getTableColumns } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { SessionUser } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import {
  analyticsEvents,
  authAccounts,
  authUsers,
  colorTags,
  inventoryItems,
  invites,
  mailingListSubscriptions,
  paintFactEdits,
  paintReports,
  paints,
  tags,
  users,
} from '#server/db/schema/index.ts';
import { exportOwnPalettes } from '#server/features/palette-files/index.ts';
import { groupBy } from '#server/lib/group-by.ts';
import { getUserByEmail } from './get-user-by-email';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** The person's tags on colors, by color; and the invitations they sent, by palette. */
async function tagsAndInvitations(db: Db, actor: SessionUser) {
  const [tagged, sent] = await Promise.all([
    db
      .select({ colorId: colorTags.colorId, name: tags.name })
      .from(colorTags)
      .innerJoin(tags, eq(tags.id, colorTags.tagId))
      .where(eq(tags.userId, actor.id))
      .orderBy(asc(tags.name)),
    db
      .select({
        paletteId: invites.paletteId,
        email: invites.inviteeEmail,
        at: invites.createdAt,
        acceptedAt: invites.acceptedAt,
        revokedAt: invites.revokedAt,
      })
      .from(invites)
      .where(eq(invites.invitedByUserId, actor.id))
      .orderBy(asc(invites.createdAt)),
  ]);
  return { tagsOf: groupBy(tagged, (tag) => tag.colorId), invitationsOf: groupBy(sent, (invite) => invite.paletteId) };
}

/**
 * The person's palettes as the export route gives them (CSV and Adobe swatches), and a list of
 * them with all they hold: the colors (with the person's tags on each), the saved mixes (with their
 * notes, issue 41) and the invitations the person sent.
 */
async function paletteFiles(db: Db, actor: SessionUser): Promise<{ files: Zippable; list: unknown[] }> {
  const files: Zippable = {};
  const [exported, { tagsOf, invitationsOf }] = await Promise.all([
    exportOwnPalettes({ db, actor, formats: ['csv', 'ase'] }),
    tagsAndInvitations(db, actor),
  ]);
  const list = exported.map(({ palette, colors, mixes, files: paletteFiles }, i) => {
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
      notesOnSharedPage: palette.shareNotes,
      collaboration: { enabled: palette.collaborationEnabled, company: palette.collaborationCompany, url: palette.collaborationUrl },
      createdAt: palette.createdAt.toISOString(),
      updatedAt: palette.updatedAt.toISOString(),
      files: names,
      colors: colors.map(({ id, paletteId: _paletteId, ...color }) => ({ ...color, tags: (tagsOf.get(id) ?? []).map((tag) => tag.name) })),
      mixes: mixes.map(({ id: _id, paletteId: _paletteId, ...mix }) => mix),
      invitations: (invitationsOf.get(palette.id) ?? []).map(({ email, at, acceptedAt, revokedAt }) => ({
        email,
        invitedAt: at.toISOString(),
        acceptedAt: isoOrNull(acceptedAt),
        revokedAt: isoOrNull(revokedAt),
      })),
    };
  });
  return { files, list };
}

/** The studio's items as kept, by name: the paint's facts, form, level, count, wish and note. */
async function inventoryOf(db: Db, actor: SessionUser) {
  const { id: _id, userId: _userId, itemJson: _itemJson, ...columns } = getTableColumns(inventoryItems);
  return db.select(columns).from(inventoryItems).where(eq(inventoryItems.userId, actor.id)).orderBy(asc(inventoryItems.paintName));
}

/**
 * What the person told the app about themself: the user record, sign-in methods and the name and
 * picture the sign-in keeps (Google's, or set through the auth API), mailing-list choice, tags.
 */
async function profileOf(db: Db, actor: SessionUser, adminEmails: ReadonlySet<string>) {
  const user = await getUserByEmail({ db, email: actor.email, adminEmails });
  const [signInProfile] = await db
    .select({ name: authUsers.name, picture: authUsers.image })
    .from(authUsers)
    .innerJoin(users, eq(users.authUserId, authUsers.id))
    .where(eq(users.id, actor.id));
  const signIns = await db
    .select({ method: authAccounts.providerId })
    .from(authAccounts)
    .innerJoin(users, eq(users.authUserId, authAccounts.userId))
    .where(eq(users.id, actor.id))
    .orderBy(asc(authAccounts.providerId));
  const [subscription] = await db
    .select({
      name: mailingListSubscriptions.name,
      subscribed: mailingListSubscriptions.hasOptedIn,
      optedInAt: mailingListSubscriptions.optedInAt,
    })
    .from(mailingListSubscriptions)
    .where(eq(mailingListSubscriptions.email, actor.email));
  const tagNames = await db.select({ name: tags.name }).from(tags).where(eq(tags.userId, actor.id)).orderBy(asc(tags.name));
  return {
    user,
    // 'credential' is a password; the others name the provider signed in with (google).
    signInMethods: signIns.map(({ method }) => method),
    signInProfile: signInProfile ?? null,
    mailingList: subscription ? { ...subscription, optedInAt: isoOrNull(subscription.optedInAt) } : null,
    tags: tagNames.map(({ name }) => name),
  };
}

/**
 * Issue 42: what the person wrote about catalogue paints: the wrong facts they reported, and (an
 * admin) the facts they fixed, with the source they gave.
 */
async function catalogueNotesOf(db: Db, actor: SessionUser) {
  const paint = { paint: paints.paintName, manufacturer: paints.manufacturer, seriesName: paints.seriesName };
  const [reports, fixes] = await Promise.all([
    db
      .select({ ...paint, note: paintReports.note, at: paintReports.createdAt, resolvedAt: paintReports.resolvedAt })
      .from(paintReports)
      .innerJoin(paints, eq(paints.id, paintReports.paintId))
      .where(eq(paintReports.reporterId, actor.id))
      .orderBy(asc(paintReports.createdAt)),
    db
      .select({
        ...paint,
        before: paintFactEdits.before,
        after: paintFactEdits.after,
        source: paintFactEdits.source,
        at: paintFactEdits.editedAt,
      })
      .from(paintFactEdits)
      .innerJoin(paints, eq(paints.id, paintFactEdits.paintId))
      .where(eq(paintFactEdits.editorId, actor.id))
      .orderBy(asc(paintFactEdits.editedAt)),
  ]);
  return {
    reports: reports.map(({ at, resolvedAt, ...report }) => ({ ...report, at: at.toISOString(), resolvedAt: isoOrNull(resolvedAt) })),
    fixes: fixes.map(({ at, ...fix }) => ({ ...fix, at: at.toISOString() })),
  };
}

/**
 * Issue 30, GET /api/users/{id}/export ("Download my data"): a ZIP of everything the person keeps
 * here: each palette as CSV and Adobe swatches (the palette export's own files) with palettes.json
 * listing them, their studio inventory (inventory.json), their
 * profile (profile.json), their analytics events (events.json) and what they reported or fixed in
 * the catalogue (catalogue.json).
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
      'catalogue.json': json(await catalogueNotesOf(db, actor)),
    },
    { level: 6 },
  );
  return { body, fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip` };
}
