import type { Context } from 'hono';
import type { TCatalogueImportReport } from '#common/schemas/catalogue-care.ts';
import type { SessionUser } from '#server/app-env.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { importCatalogueFile } from '../import/import-catalogue';
import { UnreadableFileError } from '../import/read-table';
import { assertMayKeepCatalogue } from '../policy';

/** The file kinds a maker's chart may come as, by the request's Content-Type: the name the importer reads it by. */
export const CHART_TYPES = {
  'text/csv': 'chart.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'chart.xlsx',
} as const;

/** The chart sent as the request's body, with the name its kind is read by (415 for another kind, 400 when empty). */
export async function chartBody(c: Context): Promise<{ name: string; content: Buffer }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const name = (CHART_TYPES as Record<string, string>)[type];
  if (!name) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the chart as a .csv (text/csv) or .xlsx file.');
  const content = Buffer.from(await c.req.arrayBuffer());
  if (content.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  return { name, content };
}

/**
 * Issue 42: a maker's chart (a paint list, or the pigment table) imported as the command line
 * imports it: new paints added, changed ones updated, the facts an admin fixed kept; bad rows
 * skipped and reported with their line. A file that is no catalogue table is refused (400) whole.
 */
export async function importChart(options: { db: Db; actor: SessionUser; name: string; content: Buffer }): Promise<TCatalogueImportReport> {
  const { db, actor, name, content } = options;
  assertMayKeepCatalogue(actor);
  try {
    const report = await importCatalogueFile({ db, name, content });
    return { ...report, badRows: report.badRows.map(({ line, message }) => ({ line, message })) };
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new AppError('BAD_REQUEST', error.message.replace(`${name}: `, ''));
    throw error;
  }
}
