import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClient } from './static-client';

const INDEX_HTML = '<!doctype html><html><head><title>Palette Library</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("built");';
const ROBOTS = 'User-agent: *\nDisallow: /api/\n';

let clientDir: string;
let client: ReturnType<typeof staticClient>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'static-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  // As `npm run build` leaves them: compressed copies beside the asset (marked, to tell which is sent).
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(`${SCRIPT}//br`));
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(`${SCRIPT}//gz`));
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
  await writeFile(path.join(clientDir, 'robots.txt'), ROBOTS);
  client = staticClient(clientDir);
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves a built asset, cached for good', async () => {
    const res = await client.request('/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('answers 404 for an asset the build does not have, and nobody caches that', async () => {
    for (const missing of ['/assets/index-OldBuild.js', '/assets/nested/missing.css']) {
      const res = await client.request(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('<html');
    }
  });

  it('answers any other path with the app page, for the client router', async () => {
    for (const route of ['/', '/palettes', '/profile/settings', '/assets-like-but-not']) {
      const res = await client.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });
});

describe('compression and what is never served', () => {
  const asset = '/assets/index-Ab12Cd34.js';

  it('sends the brotli copy to a browser that takes it, else the gzip one, else the plain file', async () => {
    const br = await client.request(asset, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(`${SCRIPT}//br`);

    const gzip = await client.request(asset, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toMatch(/javascript/);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(`${SCRIPT}//gz`);

    const plain = await client.request(asset, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('compresses the app page too, and never caches it (nor lets a shared cache give it to another cookie)', async () => {
    const res = await client.request('/library', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX_HTML);
    const gzip = await client.request('/', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(INDEX_HTML);
  });

  it('answers 404 for a source map, wherever it is asked for', async () => {
    for (const map of [`${asset}.map`, '/main.js.map']) {
      const res = await client.request(map);
      expect(res.status, map).toBe(404);
    }
  });

  it('serves robots.txt as text', async () => {
    const res = await client.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(ROBOTS);
  });

  it('serves the page a new build renamed over index.html, without a restart', async () => {
    const rebuilt = INDEX_HTML.replace('<div id="root">', '<div id="root" data-build="2">');
    const next = path.join(clientDir, 'index.html.next');
    await writeFile(next, rebuilt);
    await rename(next, path.join(clientDir, 'index.html'));
    expect(await (await client.request('/palettes')).text()).toBe(rebuilt);
    await writeFile(next, INDEX_HTML);
    await rename(next, path.join(clientDir, 'index.html'));
  });
});

describe('the page of someone signed in', () => {
  const LINKS = '<link rel="modulepreload" crossorigin href="/assets/library-Zz9.js">';
  const WITH_TEMPLATES = INDEX_HTML.replace(
    '</body>',
    `<template data-preloads-for="library">${LINKS}</template><template data-preloads-for="palette-detail"><link rel="modulepreload" crossorigin href="/assets/detail-Yy8.js"></template></body>`,
  );
  let pages: ReturnType<typeof staticClient>;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-client-preloads-'));
    await writeFile(path.join(dir, 'index.html'), WITH_TEMPLATES);
    pages = staticClient(dir);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const head = async (route: string, cookie?: string) => {
    const html = await (await pages.request(route, cookie ? { headers: { cookie } } : {})).text();
    return html.slice(0, html.indexOf('</head>'));
  };

  it("preloads the library's code on the home page, and a palette's on a palette page, naming the screen", async () => {
    const cookie = 'palette.session_token=abc.def';
    expect(await head('/', cookie)).toContain(LINKS);
    expect(await head('/', cookie)).toContain('<meta name="first-screen" content="library" />');
    expect(await head('/palettes/00000000-0000-4000-8000-000000000001', cookie)).toContain('/assets/detail-Yy8.js');
    expect(await head('/palettes/00000000-0000-4000-8000-000000000001', cookie)).toContain('content="palette-detail"');
    expect(await head('/admin/palette/00000000-0000-4000-8000-000000000001', cookie)).toContain('/assets/detail-Yy8.js');
    expect(await head('/admin', cookie)).not.toContain('modulepreload');
  });

  it('preloads nothing for a visitor without a session, who gets the landing page', async () => {
    expect(await head('/')).not.toContain('modulepreload');
    expect(await head('/')).not.toContain('first-screen');
    expect(await head('/palettes/00000000-0000-4000-8000-000000000001')).not.toContain('modulepreload');
  });
});
