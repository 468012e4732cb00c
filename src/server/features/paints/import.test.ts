import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaintsPage } from '#common/schemas/paints.ts';
import { resultRows } from '#server/db/raw-rows.ts';
import { createClient } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
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
  return resultRows(await t.db.execute(sql`select id, updated_at::text as "updatedAt" from paints order by id`));
}

/**
 * The same table as an .xlsx workbook, product codes stored as numbers the way a spreadsheet keeps
 * them: '004' as the number 4 shown in the format '000'.
 */
async function toXlsx(csvFile: string, xlsxFile: string) {
  const rows = parse(readFileSync(csvFile, 'utf8')) as string[][];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Paints');
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => (/^[0-9]+$/.test(cell) ? Number(cell) : cell)));
    cells.forEach((cell, index) => {
      if (/^0[0-9]+$/.test(cell)) row.getCell(index + 1).numFmt = '0'.repeat(cell.length);
    });
  }
  await workbook.xlsx.writeFile(xlsxFile);
}

const PAINT_HEADER = readFileSync(fixture('watercolors.csv'), 'utf8').split('\n')[0] ?? '';

/** A paint file of these rows (paint_name, manufacturer, series, code, pigments, hex; the rest empty). */
function paintFile(name: string, rows: string[]): string {
  const file = path.join(work, name);
  writeFileSync(file, [PAINT_HEADER, ...rows.map((row) => `${row},Watercolor,,,,,test`), ''].join('\n'));
  return file;
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
    const text = readFileSync(fixture('watercolors.csv'), 'utf8').replace(
      'Quinacridone Rose,Daniel Smith',
      'Quinacridone Rose (new name),Daniel Smith',
    );
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
    const row =
      'Sap Green,Daniel Smith,Extra Fine,284600190,PG36 PBR7,#4F6B1E,Watercolor,I-Excellent,Transparent,Non-Granulating,Semi-Staining,fixture';
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

  it('reports a pigment listed twice in any spelling, and imports the rest', async () => {
    const twice = path.join(work, 'pigments-twice.csv');
    writeFileSync(
      twice,
      [
        'code,common_name,chemical_class,constitution_number',
        'PB29,Ultramarine Blue,Sodium aluminium sulfosilicate,77007',
        'PB 29,Ultramarine Blue again,,77007',
        'PB16,Phthalocyanine Blue (metal-free),Phthalocyanine,74100',
        '',
      ].join('\n'),
    );
    const report = await importCatalogue({ db: t.db, files: [twice] });
    expect(report.badRows).toEqual([{ file: twice, line: 3, message: 'repeats the pigment of line 2' }]);
    expect(report.pigments).toEqual({ inserted: 1, updated: 0, unchanged: 1 });
  });

  it('keeps the painter facts a pigment table without those columns does not name', async () => {
    await importFixtureCatalogue(t.db);
    const older = path.join(work, 'pigments-older.csv');
    writeFileSync(
      older,
      [
        'code,common_name,chemical_class,constitution_number',
        'PB29,Ultramarine Blue (renamed),Sodium aluminium sulfosilicate,77007',
        '',
      ].join('\n'),
    );
    expect((await importCatalogue({ db: t.db, files: [older] })).pigments).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const [ultramarine] = resultRows(await t.db.execute(sql`select common_name, hue_family, bias from pigments where code = 'PB29'`));
    expect(ultramarine).toEqual({ common_name: 'Ultramarine Blue (renamed)', hue_family: 'blue', bias: 'warm' });
  });

  it('refuses a painter fact outside its scale, naming the cell', async () => {
    const wrong = path.join(work, 'pigments-wrong.csv');
    writeFileSync(
      wrong,
      [
        'code,common_name,chemical_class,constitution_number,hue_family,bias,shades_vary,tinting_strength,dye,lightfastness,lightfastness_note,facts_source',
        'PB16,Phthalocyanine Blue (metal-free),Phthalocyanine,74100,blue,green,no,very high,no,I-Excellent,,general knowledge',
        'PB17,Peacock Blue,Phthalocyanine,,blue,cool,sometimes,high,no,,,general knowledge',
        'BV10,Rhodamine B,Xanthene dye,45170,red,cool,no,very high,yes,IV-Fugitive,fades within months,general knowledge',
        '',
      ].join('\n'),
    );
    const report = await importCatalogue({ db: t.db, files: [wrong] });
    expect(report.badRows).toEqual([
      { file: wrong, line: 2, message: "bias: 'green' is not one of warm, cool, mid" },
      { file: wrong, line: 3, message: "shades_vary: 'sometimes' is not yes or no" },
    ]);
    const [dye] = resultRows(await t.db.execute(sql`select dye, lightfastness, lightfastness_note from pigments where code = 'BV10'`));
    expect(dye).toEqual({ dye: true, lightfastness: 'IV-Fugitive', lightfastness_note: 'fades within months' });
  });

  it('reads pigment cells as painters write them, and refuses words that are no code', async () => {
    const file = paintFile('spaced-codes.csv', [
      'Spaced Blue Violet,M. Graham,Test Line,,"PB 29, PV 19",#3A3A8C',
      'Named Blue,M. Graham,Test Line,,Pigment Blue 29,#1E3A8A',
      'Worded Blue,M. Graham,Test Line,,PB29 blue,#1E3A8A',
    ]);
    const report = await importCatalogue({ db: t.db, files: [file] });
    expect(report.badRows).toEqual([{ file, line: 4, message: "pigment_codes: 'blue' is not a Colour Index code such as PB29" }]);
    const imported = (await catalogueOf(t)).filter((p) => p.seriesName === 'Test Line');
    expect(imported.map((p) => [p.paintName, p.pigmentCodes])).toEqual([
      ['Named Blue', ['PB29']],
      ['Spaced Blue Violet', ['PB29', 'PV19']],
    ]);
  });

  it('gives Colour Index numbers only when every pigment has one', async () => {
    // PB150 is in the fixture's pigment table without a constitution number.
    const file = paintFile('numbers.csv', [
      'Numbered Mix,Holbein,Test Numbers,,PB29 PV19,#3A3A8C',
      'Unnumbered Mix,Holbein,Test Numbers,,PB29 PB150,#3A3A8C',
    ]);
    await importCatalogue({ db: t.db, files: [file] });
    const imported = (await catalogueOf(t)).filter((p) => p.seriesName === 'Test Numbers');
    expect(imported.map((p) => [p.paintName, p.pigmentNumber])).toEqual([
      ['Numbered Mix', '77007, 73900'],
      ['Unnumbered Mix', null],
    ]);
  });

  it('refreshes the names misspellings are matched against only when paints changed', async () => {
    const vocabulary = async () =>
      resultRows<{ name: string }>(await t.db.execute(sql`select name from paint_names where name like 'zz%' order by name`)).map(
        (row) => row.name,
      );
    const named = paintFile('new-name.csv', ['Zz Imported,Holbein,Test Names,,,#3A3A8C']);
    await importCatalogue({ db: t.db, files: [named] });
    expect(await vocabulary()).toEqual(['zz imported']);
    // A paint written past the import: an import that changes nothing leaves the names as they were.
    await t.db.execute(sql`insert into paints (paint_name, manufacturer, medium) values ('Zz Written Directly', 'Nobody', 'Watercolor')`);
    expect((await importCatalogue({ db: t.db, files: [named] })).paints).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await vocabulary()).toEqual(['zz imported']);
    await importCatalogue({ db: t.db, files: [paintFile('another-name.csv', ['Zz Another,Holbein,Test Names,,,#3A3A8C'])] });
    expect(await vocabulary()).toEqual(['zz another', 'zz imported', 'zz written directly']);
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

describe('an XLSX file after its CSV', () => {
  it('changes nothing: product codes keep their leading zeros', async () => {
    const t = await createTestApp();
    const csv = paintFile('zeros.csv', ['Alizarin Crimson Hue,Winsor & Newton,Cotman Watercolour,003,,#9E1B32']);
    expect((await importCatalogue({ db: t.db, files: [csv] })).paints.inserted).toBe(1);
    await toXlsx(csv, path.join(work, 'zeros.xlsx'));
    const report = await importCatalogue({ db: t.db, files: [path.join(work, 'zeros.xlsx')] });
    expect(report.paints).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect((await catalogueOf(t)).map((p) => p.productCode)).toEqual(['003']);
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
    await Promise.all([importCatalogueAtStart({ db: t.db, dir, logger }), importCatalogueAtStart({ db: t.db, dir, logger })]);
    const before = await updatedAtOf(t);
    expect(before).toHaveLength(18);
    await importCatalogueAtStart({ db: t.db, dir, logger });
    expect(await updatedAtOf(t)).toEqual(before);
  });

  it('brings a catalogue up to date once when the shipped files change', async () => {
    const t = await createTestApp();
    const dir = path.join(work, 'data-paints-release');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const name of ['pigments.csv', 'watercolors.csv']) copyFileSync(fixture(name), path.join(dir, name));
    const logger = pino({ level: 'silent' });
    await importCatalogueAtStart({ db: t.db, dir, logger });
    const colourOf = async () =>
      resultRows<{ hex: string }>(
        await t.db.execute(
          sql`select default_hex_code as hex from paints where paint_name = 'French Ultramarine' and manufacturer = 'Winsor & Newton'`,
        ),
      )[0]?.hex;
    const first = await colourOf();
    // The next release corrects a colour: the next start takes it, and only once.
    const file = path.join(dir, 'watercolors.csv');
    writeFileSync(file, readFileSync(file, 'utf8').replace(first ?? '', '#1526BA'));
    await importCatalogueAtStart({ db: t.db, dir, logger });
    expect(await colourOf()).toBe('#1526BA');
    const after = await updatedAtOf(t);
    await importCatalogueAtStart({ db: t.db, dir, logger });
    expect(await updatedAtOf(t)).toEqual(after);
  });

  it('skips and logs a file that is no catalogue, and imports the rest', async () => {
    const t = await createTestApp();
    const dir = path.join(work, 'data-paints-stray');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    for (const name of ['pigments.csv', 'watercolors.csv']) copyFileSync(fixture(name), path.join(dir, name));
    writeFileSync(path.join(dir, 'notes.csv'), 'title,text\nhello,world\n');
    const logs: Array<{ msg: string; file?: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as { msg: string; file?: string }) });
    await importCatalogueAtStart({ db: t.db, dir, logger });
    expect(await updatedAtOf(t)).toHaveLength(18);
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'paint catalogue: not a catalogue file, skipped', file: path.join(dir, 'notes.csv') }),
    );
  });

  it('starts without a catalogue when there is no directory', async () => {
    const t = await createTestApp();
    await importCatalogueAtStart({ db: t.db, dir: path.join(work, 'missing'), logger: pino({ level: 'silent' }) });
    expect(await updatedAtOf(t)).toEqual([]);
  });
});
