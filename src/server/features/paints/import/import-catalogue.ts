import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { catalogueImports, pigments } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import {
  type BadRow,
  kindOf,
  PAINT_COLUMNS,
  PIGMENT_COLUMNS,
  PIGMENT_FACT_COLUMNS,
  readRows,
  type TableKind,
  type TPaintRow,
  type TPigmentRow,
  ZPaintRow,
  ZPigmentRow,
} from './catalogue-rows';
import { readTable, type Table, UnreadableFileError } from './read-table';
import { addCounts, NO_CHANGES, type Tx, type UpsertCounts, upsertPaints, upsertPigments } from './upsert-catalogue';

export interface ImportReport {
  pigments: UpsertCounts;
  paints: UpsertCounts;
  badRows: BadRow[];
}

// Any fixed number; every instance and the CLI take the same one, so imports never interleave.
const IMPORT_LOCK_KEY = 724_311_906;

interface ReadFile {
  file: string;
  kind: TableKind;
  table: Table;
}

/** A file as a catalogue table, or UnreadableFileError when it is none (wrong header, broken file). */
async function readCatalogueFile(file: string, content?: Buffer): Promise<ReadFile> {
  const table = await readTable(file, content);
  const kind = kindOf(table);
  if (!kind) {
    throw new UnreadableFileError(
      file,
      `the header names neither the pigment columns (${PIGMENT_COLUMNS.join(',')}) nor the paint columns (${PAINT_COLUMNS.join(',')})`,
    );
  }
  return { file, kind, table };
}

/** The pigment table first: paints may only use pigments it knows. */
function pigmentsFirst(read: readonly ReadFile[]): ReadFile[] {
  return [...read.filter((f) => f.kind === 'pigments'), ...read.filter((f) => f.kind === 'paints')];
}

/** Pigment rows naming a code already listed ('PB29', then 'PB 29') are bad rows: one statement cannot upsert a code twice. */
function checkPigments(file: string, rows: Array<{ line: number; value: TPigmentRow }>) {
  const good: TPigmentRow[] = [];
  const bad: BadRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value } of rows) {
    const earlier = firstLine.get(value.code);
    if (earlier !== undefined) bad.push({ file, line, message: `repeats the pigment of line ${earlier}` });
    else {
      firstLine.set(value.code, line);
      good.push(value);
    }
  }
  return { good, bad };
}

/** The identity the upsert conflicts on (paints_identity_idx); two rows with one identity in one statement would fail it. */
function identityOf(row: TPaintRow): string {
  return JSON.stringify([row.manufacturer, row.series_name ?? '', row.product_code ?? row.paint_name]);
}

/** Paint rows that name an unknown pigment, or repeat a paint of the same file, are bad rows. */
function checkPaints(file: string, rows: Array<{ line: number; value: TPaintRow }>, knownCodes: ReadonlySet<string>) {
  const good: TPaintRow[] = [];
  const bad: BadRow[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value } of rows) {
    const unknown = value.pigment_codes.find((code) => !knownCodes.has(code));
    const identity = identityOf(value);
    const earlier = firstLine.get(identity);
    if (unknown) bad.push({ file, line, message: `pigment_codes: ${unknown} is not in the pigment table (pigments.csv)` });
    else if (earlier !== undefined) bad.push({ file, line, message: `repeats the paint of line ${earlier}` });
    else {
      firstLine.set(identity, line);
      good.push(value);
    }
  }
  return { good, bad };
}

async function importInto(tx: Tx, files: readonly ReadFile[]): Promise<ImportReport> {
  const report: ImportReport = { pigments: NO_CHANGES, paints: NO_CHANGES, badRows: [] };
  let knownCodes: Set<string> | null = null;
  for (const { file, kind, table } of files) {
    if (kind === 'pigments') {
      const { rows, bad } = readRows(file, table, ZPigmentRow, [...PIGMENT_COLUMNS, ...PIGMENT_FACT_COLUMNS]);
      const checked = checkPigments(file, rows);
      report.badRows.push(...[...bad, ...checked.bad].sort((a, b) => a.line - b.line));
      const withFacts = PIGMENT_FACT_COLUMNS.every((column) => table.header.includes(column));
      report.pigments = addCounts(report.pigments, await upsertPigments(tx, checked.good, { withFacts }));
      continue;
    }
    knownCodes ??= new Set((await tx.select({ code: pigments.code }).from(pigments)).map((row) => row.code));
    const { rows, bad } = readRows(file, table, ZPaintRow, PAINT_COLUMNS);
    const checked = checkPaints(file, rows, knownCodes);
    report.badRows.push(...[...bad, ...checked.bad].sort((a, b) => a.line - b.line));
    report.paints = addCounts(report.paints, await upsertPaints(tx, checked.good));
  }
  if (report.paints.inserted + report.paints.updated > 0) {
    // The names misspellings are matched against (migration 0007). CONCURRENTLY (the view has its
    // unique index) lets searches read the old names until this transaction commits.
    await tx.execute(sql`refresh materialized view concurrently paint_names`);
    // The embedded database has no autovacuum: fresh statistics let the planner pick the search indexes.
    await tx.execute(sql`analyze paints`);
    await tx.execute(sql`analyze paint_names`);
  }
  return report;
}

/**
 * `npm run catalogue:import -- FILE...`: CSV or XLSX files, pigment tables first, in one
 * transaction. Bad rows are reported with their line and skipped; the rest is imported. Importing
 * the same file again changes nothing.
 */
export async function importCatalogue(options: { db: Db; files: readonly string[] }): Promise<ImportReport> {
  return importTables(options.db, pigmentsFirst(await Promise.all(options.files.map((file) => readCatalogueFile(file)))));
}

/**
 * Issue 42: one file sent by an admin (a maker's chart, CSV or XLSX by its name), imported as the
 * command line imports it; UnreadableFileError when it is no catalogue table.
 */
export async function importCatalogueFile(options: { db: Db; name: string; content: Buffer }): Promise<ImportReport> {
  return importTables(options.db, [await readCatalogueFile(options.name, options.content)]);
}

function importTables(db: Db, files: readonly ReadFile[]): Promise<ImportReport> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    return importInto(tx, files);
  });
}

/** The shipped files' version: SHA-256 over each name and content, in name order. */
async function versionOf(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...files].sort())
    hash
      .update(`${path.basename(file)}\u0000`)
      .update(await readFile(file))
      .update('\u0000');
  return hash.digest('hex');
}

async function isImported(db: Db | Tx, version: string): Promise<boolean> {
  const [found] = await db.select({ sha256: catalogueImports.sha256 }).from(catalogueImports).where(eq(catalogueImports.sha256, version));
  return Boolean(found);
}

/** Each file of the directory that is a catalogue table; any other is logged and left out. */
async function readCatalogueDir(files: readonly string[], logger: Logger): Promise<ReadFile[]> {
  const read = await Promise.all(
    files.map((file) =>
      readCatalogueFile(file).catch((error: unknown) => {
        if (!(error instanceof UnreadableFileError)) throw error;
        logger.warn({ file, reason: error.message }, 'paint catalogue: not a catalogue file, skipped');
        return null;
      }),
    ),
  );
  return pigmentsFirst(read.filter((file) => file !== null));
}

/**
 * Start-up: every CSV in `dir` (data/paints in the package) that is a catalogue table, unless this
 * version of those files was imported before (issue 25: a release that corrects the catalogue brings
 * a database that already has one up to date, once); a stray file is logged and skipped. Two
 * instances starting together queue on the advisory lock; the second then finds the version and
 * stops. A failure is logged and the server starts anyway: the app works without suggestions.
 */
export async function importCatalogueAtStart(options: { db: Db; dir: string; logger: Logger }): Promise<void> {
  const { db, dir, logger } = options;
  try {
    const names = await readdir(dir).catch(() => [] as string[]);
    const files = names.filter((name) => name.toLowerCase().endsWith('.csv')).map((name) => path.join(dir, name));
    const version = await versionOf(files);
    if (await isImported(db, version)) return;
    const read = await readCatalogueDir(files, logger);
    if (read.length === 0) {
      logger.info({ dir }, 'paint catalogue: no catalogue files to import');
      return;
    }
    const report = await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      if (await isImported(tx, version)) return null;
      const imported = await importInto(tx, read);
      await tx.insert(catalogueImports).values({ sha256: version });
      return imported;
    });
    if (!report) return;
    for (const bad of report.badRows) logger.warn(bad, 'paint catalogue: bad row skipped');
    logger.info(
      { dir, version, pigments: report.pigments, paints: report.paints, badRows: report.badRows.length },
      'paint catalogue imported',
    );
  } catch (err) {
    logger.error({ err, dir }, 'paint catalogue import failed; the server starts without it');
  }
}
