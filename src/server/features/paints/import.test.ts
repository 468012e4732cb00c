import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaintsPage } from '../../../common/schemas/paints';
import { createClient } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from './catalogue-columns';
import { importCatalogue, importCatalogueAtStart } from './import/import-catalogue';
import { fixture, importFixtureCatalogue } from './test-catalogue';

const work = mkdtempSync(path.join(os.tmpdir(), 'catalogue-import-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The catalogue as the API shows it, every field, in a stable order. */
async function catalogueOf(t: TestApp) {
  const page = await createClient(t.app).get<TPaintsPage>('/api/paints?pageSize=100');
  return page.body.paints.map(({ id: _id, ...paint }) => paint);
}

async function updatedAtOf(t: TestApp) {
  return rowsOf(await t.db.execute(sql`select id, updated_at::text as "updatedAt" from paints order by id`));
}

/** The same table as an .xlsx workbook, product codes stored as numbers the way a spreadsheet keeps them. */
async function toXlsx(csvFile: string, xlsxFile: string) {
  const rows = parse(readFileSync(csvFile, 'utf8')) as string[][];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Paints');
  for (const row of rows) sheet.addRow(row.map((cell) => (/^[0-9]+$/.test(cell) ? Number(cell) : cell)));
  await workbook.xlsx.writeFile(xlsxFile);
}

describe('catalogue import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('imports pigments before paints whatever the order given, and counts what it did', async () => {
    const report = await importFixtureCatalogue(t.db);
    expect(report.pigments).toEqual({ inserted: 15, updated: 0, unchanged: 0 });
    expect(report.paints).toEqual({ inserted: 18, updated: 0, unchanged: 0 });
    expect(report.badRows).toEqual([]);
    const [rose] = (await catalogueOf(t)).filter((p) => p.paintName === 'Quinacridone Rose');
    expect(rose).toMatchObject({
      manufacturer: 'Daniel Smith',
      seriesName: 'Extra Fine',
      productCode: '284600084',
      pigmentCodes: ['PV19'],
      pigmentCode: 'PV19',
      pigmentNumber: '73900',
      hexCode: '#D4245E',
      medium: 'Watercolor',
      lightfastness: 'I-Excellent',
      staining: 'Staining',
    });
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await updatedAtOf(t);
    const again = await importFixtureCatalogue(t.db);
    expect(again.pigments).toEqual({ inserted: 0, updated: 0, unchanged: 15 });
    expect(again.paints).toEqual({ inserted: 0, updated: 0, unchanged: 18 });
    expect(await updatedAtOf(t)).toEqual(before);
  });

  it('updates only the rows whose facts changed, keyed by manufacturer, series and product code', async () => {
    const edited = path.join(work, 'edited.csv');
    const text = readFileSync(fixture('watercolors.csv'), 'utf8').replace('Quinacridone Rose,Daniel Smith', 'Quinacridone Rose (new name),Daniel Smith');
    writeFileSync(edited, text);
    const report = await importCatalogue({ db: t.db, files: [edited] });
    expect(report.paints).toEqual({ inserted: 0, updated: 1, unchanged: 17 });
    const names = (await catalogueOf(t)).map((p) => p.paintName);
    expect(names).toContain('Quinacridone Rose (new name)');
    expect(names).not.toContain('Quinacridone Rose');
  });

  it('skips a bad row, says which line and why, and imports the rest', async () => {
    const report = await importCatalogue({ db: t.db, files: [fixture('bad-rows.csv')] });
    expect(report.paints).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(report.badRows).toEqual([
      { file: fixture('bad-rows.csv'), line: 2, message: 'pigment_codes: PG50 is not in the pigment table (pigments.csv)' },
      { file: fixture('bad-rows.csv'), line: 4, message: expect.stringMatching(/^lightfastness: 'Excellent' is not one of I-Excellent/) },
    ]);
    const names = (await catalogueOf(t)).map((p) => p.paintName);
    expect(names).toEqual(expect.arrayContaining(['Azo Yellow', 'Ultramarine Blue']));
    expect(names).not.toContain('Cobalt Teal Blue');
  });

  it('reports a repeated paint and a row of the wrong width, and refuses a file that is no catalogue', async () => {
    const messy = path.join(work, 'messy.csv');
    const header = readFileSync(fixture('watercolors.csv'), 'utf8').split('\n')[0];
    const row = 'Sap Green,Daniel Smith,Extra Fine,284600190,PG36 PBR7,#4F6B1E,Watercolor,I-Excellent,Transparent,Non-Granulating,Semi-Staining,fixture';
    writeFileSync(messy, [header, row, '"Sap Green, again",Daniel Smith', row, ''].join('\n'));
    const report = await importCatalogue({ db: t.db, files: [messy] });
    expect(report.badRows.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 3, message: 'has 2 fields where the header has 12' },
      { line: 4, message: 'repeats the paint of line 2' },
    ]);
    const notes = path.join(work, 'notes.csv');
    writeFileSync(notes, 'title,text\nhello,world\n');
    await expect(importCatalogue({ db: t.db, files: [notes] })).rejects.toThrow(/neither the pigment columns/);
  });
});

describe('an XLSX file', () => {
  it('imports the same catalogue as the CSV it was made from', async () => {
    const fromCsv = await createTestApp();
    await importFixtureCatalogue(fromCsv.db);
    const fromXlsx = await createTestApp();
    await toXlsx(fixture('pigments.csv'), path.join(work, 'pigments.xlsx'));
    await toXlsx(fixture('watercolors.csv'), path.join(work, 'watercolors.xlsx'));
    const report = await importCatalogue({
      db: fromXlsx.db,
      files: [path.join(work, 'watercolors.xlsx'), path.join(work, 'pigments.xlsx')],
    });
    expect(report.badRows).toEqual([]);
    expect(await catalogueOf(fromXlsx)).toEqual(await catalogueOf(fromCsv));
  });
});

describe('start-up import', () => {
  it('fills an empty catalogue from a directory once, even when two instances start together', async () => {
    const t = await createTestApp();
    const dir = path.join(work, 'data-paints');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const name of ['pigments.csv', 'watercolors.csv']) copyFileSync(fixture(name), path.join(dir, name));
    const logger = pino({ level: 'silent' });
    await Promise.all([
      importCatalogueAtStart({ db: t.db, dir, logger }),
      importCatalogueAtStart({ db: t.db, dir, logger }),
    ]);
    const before = await updatedAtOf(t);
    expect(before).toHaveLength(18);
    await importCatalogueAtStart({ db: t.db, dir, logger });
    expect(await updatedAtOf(t)).toEqual(before);
  });

  it('starts without a catalogue when there is no directory', async () => {
    const t = await createTestApp();
    await importCatalogueAtStart({ db: t.db, dir: path.join(work, 'missing'), logger: pino({ level: 'silent' }) });
    expect(await updatedAtOf(t)).toEqual([]);
  });
});
