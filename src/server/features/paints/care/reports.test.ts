import { beforeAll, describe, expect, it } from 'vitest';
import type { TCoverageLine, TPaintReport } from '#common/schemas/catalogue-care.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildOwnerStrangerAdmin } from '#server/test/palette-factories.ts';
import { importFixtureCatalogue } from '../test-catalogue';
import { paintIdOf } from './care-test-helpers';

let t: TestApp;
let painter: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let rose: string;

beforeAll(async () => {
  t = await createTestApp();
  await importFixtureCatalogue(t.db);
  ({ owner: painter, stranger, admin } = await buildOwnerStrangerAdmin(t));
  rose = await paintIdOf(t, 'Winsor & Newton', 'Rose Madder Genuine');
});

const openReports = async () => (await admin.client.get<TPaintReport[]>('/api/admin/catalogue/reports')).body;

describe('POST /api/paints/{id}/reports', () => {
  it('keeps a signed-in painter’s report with the reporter; the admins see it open, with the paint', async () => {
    expect((await createClient(t.app).post(`/api/paints/${rose}/reports`, { note: 'It is PR83.' })).status).toBe(401);
    const sent = await painter.client.post<TPaintReport>(`/api/paints/${rose}/reports`, { note: '  The label says PR83.  ' });
    expect(sent.status).toBe(201);
    const other = await stranger.client.post<TPaintReport>(`/api/paints/${rose}/reports`, { note: 'Not lightfast.' });
    expect(other.status).toBe(201);
    const reports = await openReports();
    expect(reports.map((r) => r.note)).toEqual(['Not lightfast.', 'The label says PR83.']);
    expect(reports[1]).toMatchObject({
      paintId: rose,
      paintName: 'Rose Madder Genuine',
      manufacturer: 'Winsor & Newton',
      seriesName: 'Professional Watercolour',
      reporter: painter.user.displayName ?? painter.user.name,
      resolvedAt: null,
    });
    const coverage = (await admin.client.get<TCoverageLine[]>('/api/admin/catalogue/coverage')).body;
    expect(coverage.find((line) => line.seriesName === 'Professional Watercolour')?.openReports).toBe(2);
  });

  it('refuses an empty or too long note (400) and an unknown paint (404), keeping nothing', async () => {
    const before = await openReports();
    expect((await painter.client.post(`/api/paints/${rose}/reports`, { note: '   ' })).status).toBe(400);
    expect((await painter.client.post(`/api/paints/${rose}/reports`, { note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await painter.client.post(`/api/paints/${rose}/reports`, {})).status).toBe(400);
    expect((await painter.client.post('/api/paints/00000000-0000-4000-8000-000000000000/reports', { note: 'Wrong' })).status).toBe(404);
    expect((await painter.client.post(`/api/paints/${rose}/reports`, { note: 'x'.repeat(1000) })).status).toBe(201);
    expect((await openReports()).length).toBe(before.length + 1);
  });

  it('takes 10 reports an hour from one painter, then 429 with Retry-After', async () => {
    const busy = await buildUser(t);
    for (let i = 1; i <= 10; i += 1) {
      expect((await busy.client.post(`/api/paints/${rose}/reports`, { note: `Report ${i}` })).status).toBe(201);
    }
    const refused = await busy.client.post(`/api/paints/${rose}/reports`, { note: 'Report 11' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 59);
    // Another painter's budget is their own.
    expect((await stranger.client.post(`/api/paints/${rose}/reports`, { note: 'Mine' })).status).toBe(201);
    expect((await openReports()).filter((r) => r.note === 'Report 11')).toEqual([]);
  });
});

describe('PUT /api/admin/catalogue/reports/{id}', () => {
  it('marks a report resolved: it leaves the open list', async () => {
    const [first] = await openReports();
    if (!first) throw new Error('no report');
    expect((await painter.client.put(`/api/admin/catalogue/reports/${first.id}`, { resolved: true })).status).toBe(403);
    expect((await admin.client.put(`/api/admin/catalogue/reports/${first.id}`, { resolved: false })).status).toBe(400);
    const resolved = await admin.client.put<TPaintReport>(`/api/admin/catalogue/reports/${first.id}`, { resolved: true });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolvedAt).not.toBeNull();
    expect((await openReports()).map((r) => r.id)).not.toContain(first.id);
    const again = await admin.client.put<TPaintReport>(`/api/admin/catalogue/reports/${first.id}`, { resolved: true });
    expect(again.body.resolvedAt).toBe(resolved.body.resolvedAt);
    expect((await admin.client.put('/api/admin/catalogue/reports/00000000-0000-4000-8000-000000000000', { resolved: true })).status).toBe(
      404,
    );
  });
});
