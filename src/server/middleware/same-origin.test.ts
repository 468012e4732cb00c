import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import { palettes } from '#server/db/schema/index.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
let owner: BuiltUser;
let palette: TPalette;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  palette = (await owner.client.post<TPalette>('/api/palettes', { userId: owner.user.id, name: 'Mine', medium: 'Watercolor' })).body;
});

// The test client sends the app's own Origin; these replace it, as a page elsewhere would.
const foreign = { origin: 'http://evil.test' };
const sibling = { origin: 'http://sub.localhost:3000' };
const noOrigin = { origin: undefined };

describe('state-changing requests from another site', () => {
  it('are refused with 403 and change nothing, whatever the route', async () => {
    for (const headers of [
      foreign,
      sibling,
      noOrigin,
      { ...noOrigin, 'sec-fetch-site': 'cross-site' },
      { ...noOrigin, 'sec-fetch-site': 'same-site' },
    ]) {
      const create = await owner.client.request(
        'POST',
        '/api/palettes',
        { userId: owner.user.id, name: 'Planted', medium: 'Oil' },
        headers,
      );
      expect(create.status, JSON.stringify(headers)).toBe(403);
      expect(create.body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await owner.client.request('PUT', `/api/palettes/${palette.id}`, { name: 'Renamed' }, headers)).status).toBe(403);
      expect((await owner.client.request('DELETE', `/api/palettes/${palette.id}`, undefined, headers)).status).toBe(403);
    }
    const rows = await t.db.select({ name: palettes.name }).from(palettes).where(eq(palettes.userId, owner.user.id));
    expect(rows.map((row) => row.name)).toEqual(['Mine']);
  });

  it('pass from the app itself: by Origin, or by Sec-Fetch-Site where a browser sends no Origin', async () => {
    expect((await owner.client.put(`/api/palettes/${palette.id}`, { notes: 'by origin' })).status).toBe(200);
    const bySite = await owner.client.request(
      'PUT',
      `/api/palettes/${palette.id}`,
      { notes: 'by fetch metadata' },
      { ...noOrigin, 'sec-fetch-site': 'same-origin' },
    );
    expect(bySite.status).toBe(200);
    // What a same-origin fetch with referrerPolicy 'no-referrer' (the analytics beacon) carries.
    const beacon = await owner.client.request(
      'POST',
      '/api/analytics/events',
      { name: 'page_view', path: '/' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(beacon.status).toBe(204);
    const sandboxed = await owner.client.request(
      'POST',
      '/api/analytics/events',
      { name: 'page_view', path: '/' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    );
    expect(sandboxed.status).toBe(403);
  });

  it('leave reads alone: a GET from anywhere is answered', async () => {
    const res = await owner.client.request('GET', '/api/palettes/user', undefined, foreign);
    expect(res.status).toBe(200);
  });
});
