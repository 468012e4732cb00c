import { Piscina } from 'piscina';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

// Issue 27: anyone holding a share link could stall the server with PDFs (30 at once delayed
// liveness by 5 s; 40 made unrelated requests answer 503).
let t: TestApp;
let owner: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A full 12 × 12 palette behind its share link: a chart of several pages, real work to draw. */
async function sharedBigPalette(name: string) {
  return buildPalette(t.db, { userId: owner.user.id, name, rows: 12, columns: 12, colorCount: 144, shareEnabled: true });
}

/** A signed-out visitor at `address` (TRUST_PROXY is on in tests) asking for a chart through the share link. */
async function askForChart(paletteId: string, query: string, address: string): Promise<Response> {
  return t.app.request(`/api/palettes/${paletteId}/export?format=pdf&share=true&${query}`, { headers: { 'x-forwarded-for': address } });
}

describe('PDF charts', () => {
  it('draws a chart once for what it shows, however many ask, and again once the palette changes', async () => {
    const run = vi.spyOn(Piscina.prototype, 'run');
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 2, columns: 4, colorCount: 5, shareEnabled: true });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => askForChart(palette.id, 'paper=a4', `198.51.100.${i + 1}`)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(bodies[0]?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(run).toHaveBeenCalledTimes(1);

    // Another paper is another chart; a changed palette is drawn again.
    expect((await askForChart(palette.id, 'paper=letter', '198.51.100.9')).status).toBe(200);
    expect(run).toHaveBeenCalledTimes(2);
    expect(
      (await owner.client.post('/api/colors', { paletteId: palette.id, position: 7, paintName: 'Cobalt Blue', hexCode: '#0047AB' })).status,
    ).toBe(201);
    expect((await askForChart(palette.id, 'paper=a4', '198.51.100.9')).status).toBe(200);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('draws them off the server thread: during 40 asked at once, the server stays live and reads answer, and the charts it cannot take now say when to come back', async () => {
    const palettes = await Promise.all(Array.from({ length: 10 }, (_, i) => sharedBigPalette(`Flood ${i}`)));
    const read = await buildPalette(t.db, { userId: owner.user.id, colorCount: 8 });
    // 10 palettes × 2 papers × 2 layouts: 40 charts none of which was drawn before, each from its own address.
    const asks = palettes.flatMap((palette, i) =>
      ['a4', 'letter'].flatMap((paper, j) =>
        ['grid', 'card'].map((layout, k) =>
          askForChart(palette.id, `paper=${paper}&layout=${layout}`, `203.0.113.${i * 4 + j * 2 + k + 1}`),
        ),
      ),
    );
    let flooding = true;
    const flood = Promise.all(asks).finally(() => {
      flooding = false;
    });

    // Meanwhile, one request after another: liveness, then an ordinary read of a palette.
    const waits: Record<'live' | 'read', number[]> = { live: [], read: [] };
    const statuses: number[] = [];
    const timed = async (kind: keyof typeof waits, ask: () => Promise<{ status: number }>) => {
      const started = performance.now();
      statuses.push((await ask()).status);
      waits[kind].push(performance.now() - started);
    };
    while (flooding) {
      await timed('live', async () => t.app.request('/api/health/live'));
      await timed('read', () => owner.client.get(`/api/palettes/${read.id}`));
    }
    const answers = await flood;
    // Drawn on the server's own thread, the charts left no turn to anything else until all were
    // done: one round of these. Off it, this machine answered some 350 in the flood's 2 s, and a
    // hundred with two test suites running beside it.
    expect(waits.live.length).toBeGreaterThan(10);
    expect(waits.read.length).toBeGreaterThan(10);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Liveness does no database work: at most 3 ms here, never near a chart's time. (A read waits
    // its turn at the embedded database behind the flood's own reads, which is no chart's doing:
    // 0.4 s here, 3 s with two suites beside it.)
    expect(Math.max(...waits.live)).toBeLessThan(1_000);

    // One chart is drawn at a time and a few wait; the rest are told to come back, and nothing fails.
    const drawnNow = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 503);
    expect(drawnNow.length + refused.length).toBe(40);
    expect(drawnNow.length).toBeGreaterThanOrEqual(8);
    for (const res of refused) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'Many charts are being drawn right now. Please try again in a moment.',
      });
    }
  });

  it('lets one visitor ask for 30 charts in 10 minutes, then says when to come back', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, rows: 1, columns: 2, colorCount: 1, shareEnabled: true });
    for (let i = 0; i < 30; i += 1) expect((await askForChart(palette.id, 'paper=a4', '192.0.2.7')).status).toBe(200);
    const refused = await askForChart(palette.id, 'paper=a4', '192.0.2.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor, and other files, are not held back by it.
    expect((await askForChart(palette.id, 'paper=a4', '192.0.2.8')).status).toBe(200);
    const csv = await t.app.request(`/api/palettes/${palette.id}/export?format=csv&share=true`, {
      headers: { 'x-forwarded-for': '192.0.2.7' },
    });
    expect(csv.status).toBe(200);
  });
});
