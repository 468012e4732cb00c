import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TPaintsPage, TPigment } from '#common/schemas/paints.ts';
import { createClient } from '#server/test/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { importCatalogue } from './import-catalogue';

const work = mkdtempSync(path.join(os.tmpdir(), 'pigment-casing-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function table(name: string, lines: string[]): string {
  const file = path.join(work, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

it('imports black and brown pigments in their standard casing, however the file writes them', async () => {
  const pigments = table('pigments.csv', [
    'code,common_name,chemical_class,constitution_number',
    'PBR7,Natural Iron Oxide,Natural iron oxide,',
    'P.Bk.9,Bone Black,Carbon with calcium phosphate,77267',
    'PB29,Ultramarine Blue,Sodium aluminium sulfosilicate,77007',
  ]);
  const paints = table('paints.csv', [
    'paint_name,manufacturer,series_name,product_code,pigment_codes,hex_code,medium,lightfastness,opacity,granulation,staining,source',
    'Burnt Sienna,Test Maker,Artists,,PBR7,#8A3B1E,Watercolor,,,,,fixture',
    'Sepia,Test Maker,Artists,,pbk9 PBr7 PB29,#4B3A2F,Watercolor,,,,,fixture',
  ]);
  const report = await importCatalogue({ db: t.db, files: [paints, pigments] });
  expect(report.badRows).toEqual([]);

  const anyone = createClient(t.app);
  const listed = await anyone.get<TPigment[]>('/api/paints/pigments');
  expect(listed.body.map((pigment) => pigment.code)).toEqual(['PB29', 'PBk9', 'PBr7']);
  const page = await anyone.get<TPaintsPage>('/api/paints?pageSize=10');
  expect(page.body.paints.map((paint) => [paint.paintName, paint.pigmentCode])).toEqual([
    ['Burnt Sienna', 'PBr7'],
    ['Sepia', 'PBk9, PBr7, PB29'],
  ]);
  // Typed in capitals, or half typed, a code still finds them.
  const suggested = await anyone.get<TPigment[]>('/api/paints/pigments?query=pbk');
  expect(suggested.body.map((pigment) => pigment.code)).toEqual(['PBk9']);
  const found = await anyone.get<{ paintName: string }[]>('/api/paints/search-with-tags?query=PBR7');
  expect(found.body.map((paint) => paint.paintName)).toEqual(['Burnt Sienna', 'Sepia']);
});
