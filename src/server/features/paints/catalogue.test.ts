import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaintsPage, TPigment } from '#common/schemas/paints.ts';
import { createClient, type TestClient } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importFixtureCatalogue } from './test-catalogue';

let t: TestApp;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await importFixtureCatalogue(t.db);
  anonymous = createClient(t.app);
});

describe('manufacturers and series', () => {
  it('lists the manufacturers alphabetically, to anyone', async () => {
    const res = await anonymous.get<string[]>('/api/paints/manufacturers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Daniel Smith', 'Golden', 'Schmincke', 'Winsor & Newton']);
  });

  it("lists a manufacturer's series, named in any case", async () => {
    expect((await anonymous.get('/api/paints/series?manufacturer=Daniel%20Smith')).body).toEqual(['Extra Fine']);
    expect((await anonymous.get('/api/paints/series?manufacturer=winsor%20%26%20newton')).body).toEqual([
      'Cotman Watercolour',
      'Professional Watercolour',
    ]);
  });

  it('answers an unknown manufacturer with an empty list, and no manufacturer with every series', async () => {
    const unknown = await anonymous.get('/api/paints/series?manufacturer=Nobody%20Paints');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    expect((await anonymous.get('/api/paints/series')).body).toEqual([
      'Cotman Watercolour',
      'Extra Fine',
      'Heavy Body',
      'Horadam',
      'Professional Watercolour',
    ]);
  });
});

describe('pigments', () => {
  it('lists every pigment in chart order', async () => {
    const res = await anonymous.get<TPigment[]>('/api/paints/pigments');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.code)).toEqual([
      'PB15',
      'PB15:1',
      'PB15:3',
      'PB29',
      'PB150',
      'PBk9',
      'PBr7',
      'PG7',
      'PG36',
      'PO48',
      'PR122',
      'PV19',
      'PW6',
      'PY3',
      'PY150',
    ]);
    expect(res.body.find((p) => p.code === 'PB29')).toEqual({
      code: 'PB29',
      commonName: 'Ultramarine Blue',
      chemicalClass: 'Sodium aluminium sulfosilicate',
      constitutionNumber: 77007,
      hueFamily: 'blue',
      bias: 'warm',
      shadesVary: false,
      tintingStrength: 'medium',
      dye: false,
      lightfastness: 'I-Excellent',
      lightfastnessNote: null,
      factsSource: 'general knowledge',
    });
    // A pigment the table says nothing more of: unknown, not 'none'.
    expect(res.body.find((p) => p.code === 'PO48')).toMatchObject({
      hueFamily: null,
      bias: null,
      tintingStrength: null,
      lightfastness: null,
      dye: false,
    });
  });

  it('suggests by code however it is typed, and by name', async () => {
    const codes = async (query: string) =>
      (await anonymous.get<TPigment[]>(`/api/paints/pigments?query=${encodeURIComponent(query)}`)).body.map((p) => p.code);
    expect(await codes('p.b 15')).toEqual(['PB15', 'PB15:1', 'PB15:3', 'PB150']);
    expect(await codes('PB15:3')).toEqual(['PB15:3']);
    expect(await codes('ultra')).toEqual(['PB29']);
    expect(await codes('quinacridone')).toEqual(['PO48', 'PR122', 'PV19']);
    expect(await codes('phthalocyanine green')).toEqual(['PG7', 'PG36']);
  });

  it('needs more than 2 characters to search', async () => {
    const res = await anonymous.get<{ message: string }>('/api/paints/pigments?query=pb');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('query: Type at least 3 characters to search pigments.');
  });
});

describe('the catalogue', () => {
  it('comes a page at a time in name order, with its total', async () => {
    const first = await anonymous.get<TPaintsPage>('/api/paints?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 18, page: 1, pageSize: 5 });
    expect(first.body.paints.map((p) => p.paintName)).toEqual([
      'Burnt Sienna',
      'French Ultramarine',
      'French Ultramarine',
      'Hansa Yellow Light',
      'Ivory Black',
    ]);
    const last = await anonymous.get<TPaintsPage>('/api/paints?pageSize=5&page=4');
    expect(last.body.paints.map((p) => p.paintName)).toEqual(['Ultramarine Finest', 'Ultramarine Turquoise', 'Winsor Blue (Green Shade)']);
  });

  it('filters by manufacturer, series and medium', async () => {
    const count = async (query: string) => (await anonymous.get<TPaintsPage>(`/api/paints?${query}`)).body.total;
    expect(await count('manufacturer=daniel%20smith')).toBe(10);
    expect(await count('manufacturer=Winsor%20%26%20Newton&seriesName=Cotman%20Watercolour')).toBe(1);
    expect(await count('medium=Acrylic')).toBe(1);
    expect(await count('manufacturer=Nobody')).toBe(0);
  });

  it('refuses a page size beyond 100', async () => {
    expect((await anonymous.get('/api/paints?pageSize=101')).status).toBe(400);
    expect((await anonymous.get('/api/paints?page=0')).status).toBe(400);
  });
});
