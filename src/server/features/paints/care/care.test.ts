import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  factsFormOf,
  type TAdminCataloguePaint,
  type TCatalogueImportReport,
  type TCoverageLine,
  type TEditPaintFactsForm,
  type TPaintFactEdit,
} from '#common/schemas/catalogue-care.ts';
import { createClient } from '#server/test/client.ts';
import type { BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin } from '#server/test/palette-factories.ts';
import { importFixtureCatalogue } from '../test-catalogue';
import { CHART_HEADER, paintIdOf, revisionOf, sendChart } from './care-test-helpers';

let t: TestApp;
let painter: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let gold: string;

beforeAll(async () => {
  t = await createTestApp();
  await importFixtureCatalogue(t.db);
  ({ owner: painter, stranger, admin } = await buildOwnerStrangerAdmin(t));
  gold = await paintIdOf(t, 'Daniel Smith', 'Quinacridone Gold');
});

const paintOf = async (id: string) => (await admin.client.get<TAdminCataloguePaint>(`/api/admin/catalogue/paints/${id}`)).body;
const historyOf = async (id: string) => (await admin.client.get<TPaintFactEdit[]>(`/api/admin/catalogue/paints/${id}/history`)).body;
const fix = async (id: string, changes: Partial<TEditPaintFactsForm>) =>
  admin.client.put<TAdminCataloguePaint & { message?: string }>(`/api/admin/catalogue/paints/${id}`, {
    ...factsFormOf(await paintOf(id)),
    source: 'chart',
    ...changes,
  });

describe('the catalogue care routes', () => {
  it('answer admins only: 401 signed out, 403 for painters', async () => {
    const id = gold;
    const routes: Array<[method: 'get' | 'put' | 'post', path: string, body?: unknown]> = [
      ['get', '/api/admin/catalogue/coverage'],
      ['get', `/api/admin/catalogue/paints/${id}`],
      ['put', `/api/admin/catalogue/paints/${id}`, { ...factsFormOf(await paintOf(id)), source: 'chart' }],
      ['get', `/api/admin/catalogue/paints/${id}/history`],
      ['get', '/api/admin/catalogue/reports'],
      ['put', `/api/admin/catalogue/reports/${id}`, { resolved: true }],
    ];
    for (const [method, path, body] of routes) {
      expect((await createClient(t.app)[method](path, body)).status, `${method} ${path}`).toBe(401);
      expect((await painter.client[method](path, body)).status, `${method} ${path}`).toBe(403);
      expect((await stranger.client[method](path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await sendChart(t, null, `${CHART_HEADER}\n`)).status).toBe(401);
    expect((await sendChart(t, painter.client, `${CHART_HEADER}\n`)).status).toBe(403);
    expect((await admin.client.get('/api/admin/catalogue/coverage')).status).toBe(200);
    expect(await historyOf(id)).toEqual([]);
  });
});

describe('PUT /api/admin/catalogue/paints/{id}', () => {
  it('fixes the facts that changed, with a history row, and gives the catalogue a new revision', async () => {
    const revision = await revisionOf(t);
    const fixed = await fix(gold, { pigmentCodes: 'py 150', lightfastness: 'ii-very good', source: 'https://danielsmith.com/chart' });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({
      pigmentCodes: ['PY150'],
      lightfastness: 'II-Very Good',
      editedFacts: ['pigmentCodes', 'lightfastness'],
    });
    expect(await revisionOf(t)).not.toBe(revision);
    const [edit, ...rest] = await historyOf(gold);
    expect(rest).toEqual([]);
    expect(edit).toMatchObject({
      editor: admin.user.displayName ?? admin.user.name,
      before: { pigmentCodes: ['PO48', 'PY150'], lightfastness: 'I-Excellent' },
      after: { pigmentCodes: ['PY150'], lightfastness: 'II-Very Good' },
      source: 'https://danielsmith.com/chart',
    });
    // The public catalogue says so at once.
    const found = await createClient(t.app).get<{
      paints: Array<{ id: string; pigmentCodes: string[]; lightfastnessBasis: string | null }>;
    }>('/api/paints?pageSize=100');
    // A rating an admin fixed from the maker's chart is the maker's, not the pigment's.
    expect(found.body.paints.find((p) => p.id === gold)).toMatchObject({ pigmentCodes: ['PY150'], lightfastnessBasis: 'maker' });
  });

  it('lists the fixes newest first', async () => {
    await fix(gold, { opacity: 'Semi-Opaque', source: 'label' });
    expect((await historyOf(gold)).map((edit) => edit.source)).toEqual(['label', 'https://danielsmith.com/chart']);
  });

  it('refuses bad facts and a missing or bad source (400), and an unknown paint (404), changing nothing', async () => {
    const before = await paintOf(gold);
    const history = await historyOf(gold);
    const revision = await revisionOf(t);
    const refusals: Array<[Partial<TEditPaintFactsForm>, string]> = [
      [{ hexCode: 'blue' }, 'hexCode'],
      [{ pigmentCodes: 'PX1' }, 'pigmentCodes'],
      [{ pigmentCodes: 'PR101' }, 'pigmentCodes'],
      [{ lightfastness: 'Great' }, 'lightfastness'],
      [{ paintName: ' ' }, 'paintName'],
      [{ opacity: 'Opaque', source: '' }, 'source'],
      [{ opacity: 'Opaque', source: 'a friend' }, 'source'],
      [{ opacity: 'Opaque', source: 'ftp://example.com/chart' }, 'source'],
    ];
    for (const [changes, field] of refusals) {
      const refused = await fix(gold, changes);
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    expect((await admin.client.put(`/api/admin/catalogue/paints/${gold}`, { paintName: 'Gold' })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.put(`/api/admin/catalogue/paints/${unknown}`, { ...factsFormOf(before), source: 'chart' })).status).toBe(
      404,
    );
    expect((await admin.client.get(`/api/admin/catalogue/paints/${unknown}/history`)).status).toBe(404);
    expect((await admin.client.get('/api/admin/catalogue/paints/not-an-id')).status).toBe(400);
    expect(await paintOf(gold)).toEqual(before);
    expect(await historyOf(gold)).toEqual(history);
    expect(await revisionOf(t)).toBe(revision);
  });
});

/** The fixture's Quinacridone Gold and Permanent Rose rows, with these cells in place of the file's. */
function chart(gold: string, rose = 'Permanent Rose,Winsor & Newton,Professional Watercolour,502,PV19,#D6336C'): string {
  return [
    CHART_HEADER,
    `Quinacridone Gold,Daniel Smith,Extra Fine,284600213,${gold},Watercolor,I-Excellent,Transparent,Non-Granulating,Semi-Staining,chart`,
    `${rose},Watercolor,I-Excellent,Transparent,Non-Granulating,Staining,fixture`,
    '',
  ].join('\n');
}

describe('POST /api/admin/catalogue/import', () => {
  it('imports a chart twice with changed facts, and the facts an admin fixed stay fixed', async () => {
    const rose = await paintIdOf(t, 'Winsor & Newton', 'Permanent Rose');
    // A fixed name and product code: the next import still finds the paint by what the files call it.
    await fix(rose, { paintName: 'Permanent Rose (Quinacridone)', productCode: '502Q', source: 'label' });
    const first = await sendChart(t, admin.client, chart('PO48 PY150,#C98A1B'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      pigments: { inserted: 0, updated: 0, unchanged: 0 },
      paints: { inserted: 0, updated: 1, unchanged: 1 },
      badRows: [],
    } satisfies TCatalogueImportReport);
    const second = await sendChart(
      t,
      admin.client,
      chart('PO48 PY150,#B07A10', 'Permanent Rose,Winsor & Newton,Professional Watercolour,502,PV19,#C02050'),
    );
    expect((second.body as TCatalogueImportReport).paints).toEqual({ inserted: 0, updated: 2, unchanged: 0 });
    // The file's other facts are taken; the fixed ones are not.
    expect(await paintOf(gold)).toMatchObject({
      pigmentCodes: ['PY150'],
      lightfastness: 'II-Very Good',
      opacity: 'Semi-Opaque',
      hexCode: '#B07A10',
      source: 'chart',
    });
    expect(await paintOf(rose)).toMatchObject({ paintName: 'Permanent Rose (Quinacridone)', productCode: '502Q', hexCode: '#C02050' });
    expect((await historyOf(gold)).map((edit) => edit.source)).toEqual(['label', 'https://danielsmith.com/chart']);
  });

  it('reads an .xlsx workbook, and reports bad rows with their line', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Chart');
    sheet.addRow(CHART_HEADER.split(','));
    sheet.addRow(['Cobalt Teal', 'Test Maker', 'Line A', '001', 'PG7', '#2A9D8F', 'Watercolor', 'I-Excellent', '', '', '', 'label']);
    sheet.addRow(['Bad Blue', 'Test Maker', 'Line A', '002', 'PB999', '#123456', 'Watercolor', '', '', '', '', 'label']);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
    const sent = await sendChart(t, admin.client, xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ paints: { inserted: 1, updated: 0, unchanged: 0 }, badRows: [{ line: 3 }] });
  });

  it('refuses a file of another kind (415), an empty one and one that is no catalogue table (400)', async () => {
    expect((await sendChart(t, admin.client, '{}', 'application/json')).status).toBe(415);
    expect((await sendChart(t, admin.client, '')).status).toBe(400);
    const table = await sendChart(t, admin.client, 'name,colour\nBlue,#0000FF\n');
    expect(table.status).toBe(400);
    expect((table.body as { message: string }).message).toContain('header');
  });
});

describe('GET /api/admin/catalogue/coverage', () => {
  it('counts each line’s paints and facts in a fixed number of queries', async () => {
    const coverage = async () => {
      const before = t.queries.count;
      const lines = (await admin.client.get<TCoverageLine[]>('/api/admin/catalogue/coverage')).body;
      return { lines, queries: t.queries.count - before };
    };
    const few = await coverage();
    const rows = [
      'Red One,Cover Co,Line B,1,PV19,#D6336C,Watercolor,I-Excellent,,,,the maker’s chart',
      'Red Two,Cover Co,Line B,2,,#D6336D,Watercolor,II-Very Good,,,,lightfastness: from the pigment (pigments.csv)',
      'Red Three,Cover Co,Line B,3,PV19,#D6336E,Watercolor,,,,,hex estimated',
      'Red Four,Cover Co,Line C,4,,#D6336F,Gouache,,,,,label',
    ];
    await sendChart(t, admin.client, [CHART_HEADER, ...rows, ''].join('\n'));
    const more = await coverage();
    expect(more.lines.length).toBe(few.lines.length + 2);
    expect(more.queries).toBe(few.queries);
    expect(more.lines.find((line) => line.seriesName === 'Line B')).toEqual({
      manufacturer: 'Cover Co',
      seriesName: 'Line B',
      medium: 'Watercolor',
      paints: 3,
      withPigments: 2,
      withMakerLightfastness: 1,
      swatchFlagged: 1,
      openReports: 0,
    });
  });
});
