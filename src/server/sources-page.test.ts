import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { loadConfig } from './config';
import { staticClient } from './static-client';
import { htmlProblems } from './test/html-problems';

let clientDir: string;
let pages: Hono<AppEnv>;

beforeAll(async () => {
  // The client's own page (its head: the site's title and description), as the build leaves it.
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
  await copyFile(new URL('../client/index.html', import.meta.url), path.join(clientDir, 'index.html'));
  const config = loadConfig({ NODE_ENV: 'test', PRODUCT_NAME: 'Pigment Shelf' });
  pages = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('config', config);
      await next();
    })
    .route('/', staticClient(clientDir));
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the Data sources page as sent (issue 42)', () => {
  it('is valid HTML titled after the page, with one description, its own', async () => {
    const res = await pages.request('/sources');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect([...page.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual(['Data sources · Pigment Shelf']);
    expect([...page.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'Where the paint catalogue’s names, colours, pigment codes and ratings come from, and under which licence each is used.',
    ]);
    expect(page).toContain('<div id="root"></div>');
    expect(await htmlProblems(page)).toEqual([]);
  });

  it('leaves the site’s own title and description to every other page', async () => {
    for (const route of ['/', '/studio']) {
      const page = await (await pages.request(route)).text();
      expect(page, route).toContain(
        '<meta name="description" content="Keep every paint color you own in one place, whatever the brand." />',
      );
    }
  });
});
