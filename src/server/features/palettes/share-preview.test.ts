import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TColor } from '#common/schemas/color.ts';
import type { AppEnv } from '#server/app-env.ts';
import { staticClient } from '#server/static-client.ts';
import { createClient } from '#server/test/client.ts';
import { type BuiltUser, buildUser } from '#server/test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/harness.ts';
import { htmlProblems } from '#server/test/html-problems.ts';
import { buildPalette } from '#server/test/palette-factories.ts';

// Counts the previews sharp is asked to draw (SVG in), leaving every other use of it alone.
const drawings = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counting = (...args: Parameters<typeof sharp>) => {
    const [input] = args;
    if (Buffer.isBuffer(input) && input.subarray(0, 4).toString() === '<svg') drawings.count += 1;
    return real(...args);
  };
  return { default: counting };
});

let t: TestApp;
let owner: BuiltUser;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t);
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<html><head><title>Palette library</title></head><body></body></html>');
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

/** The built client's pages as the server sends them, with the test app's database and settings. */
function pages(dir = clientDir) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', t.db);
      c.set('config', t.config);
      await next();
    })
    .route('/', staticClient(dir));
}

/** How many pixels of the picture in `res` are exactly `hex`. */
async function pixelsOf(res: Response, hex: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count += 1;
  return count;
}

describe('link previews of a shared palette', () => {
  it('draws its swatches as a 1200×630 PNG, for shared palettes only', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 5, shareEnabled: true });
    const res = await t.app.request(`/api/palettes/${palette.id}/preview.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const picture = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Revalidated, not redrawn: the same palette answers 304 to its tag, a changed one a new picture.
    const etag = res.headers.get('etag') ?? '';
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await t.app.request(`/api/palettes/${palette.id}/preview.png`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await owner.client.post('/api/colors', { paletteId: palette.id, position: 20, paintName: 'Cobalt Blue', hexCode: '#0047AB' });
    const changed = await t.app.request(`/api/palettes/${palette.id}/preview.png`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);

    await owner.client.put(`/api/palettes/${palette.id}`, { shareEnabled: false });
    expect((await createClient(t.app).get(`/api/palettes/${palette.id}/preview.png`)).status).toBe(404);
  });

  it('draws a picture once for what it shows, however many ask, and again when the palette changes', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 3, shareEnabled: true });
    const before = drawings.count;
    const fetched = await Promise.all(Array.from({ length: 5 }, async () => t.app.request(`/api/palettes/${palette.id}/preview.png`)));
    const bodies = await Promise.all(fetched.map(async (res) => Buffer.from(await res.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    expect(drawings.count - before).toBe(1);
    await owner.client.post('/api/colors', { paletteId: palette.id, position: 9, paintName: 'Indigo', hexCode: '#2E2A5A' });
    expect((await t.app.request(`/api/palettes/${palette.id}/preview.png`)).status).toBe(200);
    expect(drawings.count - before).toBe(2);
  });

  it('draws the working area beside the grid, and a move between the two is a new picture', async () => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, colorCount: 6, shareEnabled: true });
    const aside = await owner.client.post<TColor>('/api/colors', {
      paletteId: palette.id,
      isInWorkingArea: true,
      workingAreaPosition: 3,
      workingAreaRow: 0,
      workingAreaColumn: 3,
      paintName: 'Sap Green',
      hexCode: '#3A5F0B',
    });
    expect(aside.status).toBe(201);
    const res = await t.app.request(`/api/palettes/${palette.id}/preview.png`);
    expect(await pixelsOf(res, '#3A5F0B')).toBeGreaterThan(500);

    // The same paint, moved into the grid: drawn elsewhere, under another tag.
    const etag = res.headers.get('etag') ?? '';
    const moved = await owner.client.put('/api/colors/positions', [{ id: aside.body.id, isInWorkingArea: false, position: 10 }]);
    expect(moved.status).toBe(200);
    const redrawn = await t.app.request(`/api/palettes/${palette.id}/preview.png`, { headers: { 'if-none-match': etag } });
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.get('etag')).not.toBe(etag);
    await owner.client.delete(`/api/colors/${aside.body.id}`);
    expect(await pixelsOf(await t.app.request(`/api/palettes/${palette.id}/preview.png`), '#3A5F0B')).toBe(0);
  });

  it("names the palette in the page's title and preview tags, escaped, and says nothing of unshared ones", async () => {
    const palette = await buildPalette(t.db, {
      userId: owner.user.id,
      name: 'Dusk <over> "the" bay',
      medium: 'Gouache',
      colorCount: 1,
      shareEnabled: true,
    });
    const page = await (await pages().request(`/palette/${palette.id}?share=true`)).text();
    expect(page).toContain('<title>Dusk &lt;over&gt; &quot;the&quot; bay · Palette Library</title>');
    expect(page).toContain('<meta property="og:title" content="Dusk &lt;over&gt; &quot;the&quot; bay" />');
    expect(page).toContain('content="Gouache palette with 1 color, shared on Palette Library."');
    expect(page).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/api/palettes/${palette.id}/preview.png" />`);
    expect(page).not.toContain('<title>Palette library</title>');

    await owner.client.put(`/api/palettes/${palette.id}`, { shareEnabled: false });
    const hidden = await (await pages().request(`/palette/${palette.id}?share=true`)).text();
    expect(hidden).toContain('<title>Palette library</title>');
    expect(hidden).not.toContain('Dusk');
    expect(await (await pages().request('/palette/not-an-id')).text()).toContain('<title>Palette library</title>');
  });

  // Issue 27: a name holding a replacement pattern of String.replace (`$'` escapes to `$&#39;`, which
  // held `$&`) once put `</head>` inside the og:title.
  it.each([
    ['$&', 'Tom $&amp; Jerry'],
    ["$'", 'Tom $&#39; Jerry'],
    ['$`', 'Tom $` Jerry'],
    ['$$', 'Tom $$ Jerry'],
    ['$<name>', 'Tom $&lt;name&gt; Jerry'],
  ])('names a palette holding %s in its title as it is', async (pattern, escaped) => {
    const palette = await buildPalette(t.db, { userId: owner.user.id, name: `Tom ${pattern} Jerry`, colorCount: 1, shareEnabled: true });
    const page = await (await pages().request(`/palette/${palette.id}?share=true`)).text();
    expect(page).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(page).toContain(`<title>${escaped} · Palette Library</title>`);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
  });

  it('sends a valid page with one description, the palette’s, in place of the site’s', async () => {
    // The client's own page (its head: the site's title and description), as the build leaves it.
    const realDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await copyFile(new URL('../../../client/index.html', import.meta.url), path.join(realDir, 'index.html'));
    const palette = await buildPalette(t.db, { userId: owner.user.id, name: 'Water Lilies', colorCount: 2, shareEnabled: true });
    const page = await (await pages(realDir).request(`/palette/${palette.id}?share=true`)).text();
    await rm(realDir, { recursive: true, force: true });
    expect([...page.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'Watercolor palette with 2 colors, shared on Palette Library.',
    ]);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(await htmlProblems(page)).toEqual([]);
  });
});
