import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticClient } from './static-client';

const INDEX_HTML = '<!doctype html><html><head><title>Palette Library</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("built");';

let clientDir: string;
let client: ReturnType<typeof staticClient>;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'static-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
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
