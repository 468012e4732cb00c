import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TPaintReport } from '#common/schemas/catalogue-care.ts';
import type { SessionUser } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import { paintReports, paints, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import type { RateLimits } from '#server/rate-limits.ts';
import { assertMayKeepCatalogue } from '../policy';

const REPORT_ROW = {
  id: paintReports.id,
  paintId: paintReports.paintId,
  paintName: paints.paintName,
  manufacturer: paints.manufacturer,
  seriesName: paints.seriesName,
  note: paintReports.note,
  reporter: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
  createdAt: paintReports.createdAt,
  resolvedAt: paintReports.resolvedAt,
};

function reportsWhere(db: Db, where: SQL) {
  return db
    .select(REPORT_ROW)
    .from(paintReports)
    .innerJoin(paints, eq(paints.id, paintReports.paintId))
    .leftJoin(users, eq(users.id, paintReports.reporterId))
    .where(where)
    .orderBy(desc(paintReports.createdAt), desc(paintReports.id));
}

function toReport(row: Awaited<ReturnType<typeof reportsWhere>>[number]): TPaintReport {
  return { ...row, createdAt: row.createdAt.toISOString(), resolvedAt: row.resolvedAt?.toISOString() ?? null };
}

/**
 * Issue 42: a painter says a catalogue paint's facts are wrong. Each spends a point of the
 * painter's hourly budget first (429 with Retry-After past it), so reports cannot flood the admins.
 */
export async function reportPaint(options: {
  db: Db;
  rateLimits: RateLimits;
  actor: SessionUser;
  paintId: string;
  note: string;
}): Promise<TPaintReport> {
  const { db, rateLimits, actor, paintId, note } = options;
  await rateLimits.consume('paintReports', actor.id);
  const [paint] = await db.select({ id: paints.id }).from(paints).where(eq(paints.id, paintId));
  if (!paint) throw new AppError('NOT_FOUND', 'No such paint in the catalogue.');
  const [inserted] = await db.insert(paintReports).values({ paintId, reporterId: actor.id, note }).returning({ id: paintReports.id });
  if (!inserted) throw new AppError('INTERNAL', 'The report was not kept.');
  const [row] = await reportsWhere(db, eq(paintReports.id, inserted.id));
  if (!row) throw new AppError('INTERNAL', 'The report was not kept.');
  return toReport(row);
}

/** The reports no admin has resolved yet, newest first, with their paint and reporter. */
export async function listOpenReports(options: { db: Db; actor: SessionUser }): Promise<TPaintReport[]> {
  assertMayKeepCatalogue(options.actor);
  return (await reportsWhere(options.db, isNull(paintReports.resolvedAt))).map(toReport);
}

/** Marks a report resolved (once: resolving it again keeps the first admin and time). */
export async function resolveReport(options: { db: Db; actor: SessionUser; id: string }): Promise<TPaintReport> {
  const { db, actor, id } = options;
  assertMayKeepCatalogue(actor);
  await db
    .update(paintReports)
    .set({ resolvedAt: sql`now()`, resolvedBy: actor.id })
    .where(and(eq(paintReports.id, id), isNull(paintReports.resolvedAt)));
  const [row] = await reportsWhere(db, eq(paintReports.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such report.');
  return toReport(row);
}
