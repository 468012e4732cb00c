import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ase from 'ase-util';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { E2E } from './e2e-env';
import { expect, test } from './fixtures';
import { pageApi, swatchNamed, toast } from './ui';

/** Chooses a format from the page's Export menu; the file the browser saved, and its name. */
async function exportAs(page: Page, item: string) {
  await page.getByRole('main').getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const download = await saved;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path()) ?? '') };
}

test('a painter downloads the palette for other tools and imports a CSV of more paints; a visitor downloads through the share link', async ({
  page,
  browser,
  signIn,
}) => {
  const email = await signIn(page, { name: 'Berthe Morisot' });
  const me = (await (await page.request.get(`/api/user/email/${encodeURIComponent(email)}`)).json()) as { id: string };
  const { id } = (await (
    await pageApi(page).post('/api/palettes', { userId: me.id, name: 'Summer Garden', medium: 'Watercolor', rows: 2, columns: 4 })
  ).json()) as { id: string };
  await pageApi(page).post('/api/colors', {
    paletteId: id,
    paintName: 'French Ultramarine',
    manufacturer: 'Winsor & Newton',
    pigmentCode: 'PB29',
    hexCode: '#2B3A8C',
    personalNotes: 'skies',
  });
  await pageApi(page).post('/api/colors', {
    paletteId: id,
    paintName: 'Hansa Yellow Medium',
    pigmentCode: 'PY97',
    hexCode: '#F6C21B',
    isInWorkingArea: true,
    workingAreaRow: 0,
    workingAreaColumn: 1,
  });
  await pageApi(page).put(`/api/palettes/${id}`, { shareEnabled: true });
  await page.goto(`/palettes/${id}`);

  const csv = await exportAs(page, 'Spreadsheet (.csv)');
  expect(csv.name).toBe('Summer Garden.csv');
  const rows = parse(csv.bytes.toString('utf8'), { columns: true }) as Array<Record<string, string>>;
  expect(
    rows.map((row) => [
      row['Paint name'],
      row['Pigment codes'],
      row.Hex,
      row.Notes,
      row.Place,
      row.Slot,
      row['Working area row'],
      row['Working area column'],
    ]),
  ).toEqual([
    ['French Ultramarine', 'PB29', '#2B3A8C', 'skies', 'Grid', '1', '', ''],
    ['Hansa Yellow Medium', 'PY97', '#F6C21B', '', 'Working area', '', '1', '2'],
  ]);
  // For Excel: the same file after a UTF-8 byte order mark, so a Cyrillic or CJK name opens unharmed.
  const excel = await exportAs(page, 'CSV for Excel (.csv)');
  expect(excel.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(excel.bytes.subarray(3)).toEqual(csv.bytes);

  // The grid and the working area as two swatch groups.
  const swatches = await exportAs(page, 'Adobe swatches (.ase)');
  expect(swatches.name).toBe('Summer Garden.ase');
  expect(
    ase.read(swatches.bytes).map((group) => (group.type === 'group' ? [group.name, group.entries.map((entry) => entry.name)] : [])),
  ).toEqual([
    ['Summer Garden', ['French Ultramarine (PB29)']],
    ['Summer Garden (working area)', ['Hansa Yellow Medium (PY97)']],
  ]);

  // Charts to paint: the palette as laid out on Letter paper, and one card per color on A4.
  for (const [item, size] of [
    ['Palette chart, Letter (.pdf)', [0, 0, 612, 792]],
    ['Swatch cards to paint, A4 (.pdf)', [0, 0, 595.28, 841.89]],
  ] as const) {
    const chart = await exportAs(page, item);
    expect(chart.name).toBe('Summer Garden.pdf');
    const sheet = await (await getDocument({ data: new Uint8Array(chart.bytes) }).promise).getPage(1);
    expect(sheet.view).toEqual(size);
    const words = (await sheet.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    for (const expected of ['Summer Garden', 'French Ultramarine', 'Hansa Yellow Medium', '#2B3A8C', 'L* 28', 'Working area'])
      expect(words).toContain(expected);
  }

  // Back the other way: a CSV of more paints goes to the places its rows name when they are free,
  // else to free places, and says so; a bad row is named with its line.
  const csvFile = [
    'paint_name,HEX,pigment codes,Place,Slot',
    'Quinacridone Rose,#C7325E,PV19,Grid,6',
    ',#123456,,,',
    'Burnt Sienna,8A3C1E,PBr7,Grid,1',
  ].join('\n');
  // Nothing is added until the painter has seen what will be (issue 27).
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from(csvFile) });
  const report = page.getByRole('dialog', { name: 'Import more.csv' });
  await expect(report).toContainText('This adds 2 colors to the palette:');
  await expect(report.getByRole('list', { name: 'Colors to add' }).getByRole('listitem')).toHaveText([
    'Quinacridone Rose · #C7325E · grid slot 6',
    'Burnt Sienna · #8A3C1E · grid slot 2',
  ]);
  await expect(report.getByRole('region', { name: 'Put in other places' }).getByRole('listitem')).toHaveText([
    'Line 4, Burnt Sienna: Grid slot 1 is taken; it goes to grid slot 2.',
  ]);
  await expect(report.getByRole('region', { name: 'Rows that will not be imported' }).getByRole('listitem')).toHaveText([
    'Line 3: Paint name is required.',
  ]);
  await expect(page.getByRole('main').getByText('Watercolor · 2 colors')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/import-preview-1280.png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(report.getByRole('button', { name: 'Import 2 colors' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/import-preview-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await report.getByRole('button', { name: 'Import 2 colors' }).click();
  await expect(toast(page, '2 colors imported')).toBeVisible();
  await expect(report).toBeHidden();
  const grid = page.getByRole('list', { name: /^Palette grid/ });
  await expect(swatchNamed(grid, 'Quinacridone Rose', 'grid slot 6')).toBeVisible();
  await expect(swatchNamed(grid, 'Burnt Sienna', 'grid slot 2')).toBeVisible();
  await expect(page.getByRole('main').getByText('Watercolor · 4 colors')).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL: E2E.baseUrl, acceptDownloads: true })).newPage();
  await visitor.goto(`/palette/${id}?share=true`);
  const gpl = await exportAs(visitor, 'GIMP, Krita, Inkscape (.gpl)');
  expect(gpl.name).toBe('Summer Garden.gpl');
  expect(gpl.bytes.toString('utf8').split('\n').slice(0, 11)).toEqual([
    'GIMP Palette',
    'Name: Summer Garden',
    'Columns: 4',
    '#',
    '# Palette grid',
    ' 43  58 140\tFrench Ultramarine (PB29)',
    '138  60  30\tBurnt Sienna (PBr7)',
    '199  50  94\tQuinacridone Rose (PV19)',
    '#',
    '# Working area',
    '246 194  27\tHansa Yellow Medium (PY97)',
  ]);
  // Through the share link, no one's notes.
  const sharedCsv = await exportAs(visitor, 'Spreadsheet (.csv)');
  expect(sharedCsv.bytes.toString('utf8')).not.toContain('skies');
  await visitor.context().close();
});
