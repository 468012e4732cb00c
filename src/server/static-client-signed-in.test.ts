import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono, type MiddlewareHandler } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import type { App } from './app';
import type { AppEnv } from './app-env';
import { staticClient } from './static-client';
import { createClient } from './test/client';
import { type BuiltUser, buildUser } from './test/factories';
import { createTestApp, type TestApp } from './test/harness';
import { buildPalette, makeAdmin } from './test/palette-factories';

const INDEX_HTML =
  '<!doctype html><html><head><title>Palette Library</title></head><body><div id="root"></div>' +
  '<template data-preloads-for="library"><link rel="modulepreload" href="/assets/library-Zz9.js"></template>' +
  '<template data-preloads-for="palette-detail"><link rel="modulepreload" href="/assets/detail-Yy8.js"></template></body></html>';

/**
 * Who a cookie stands for, set as the API's session middleware sets it, from the API's own answers:
 * the page sees what the API would see (a session ended by a sign-out included).
 */
function sessionFrom(app: App): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookies = new Map((c.req.header('cookie') ?? '').split('; ').map((pair) => pair.split('=', 2) as [string, string]));
    const browser = createClient(app, { cookies });
    const session = await browser.get<{ user: { id: string; email: string; name: string; emailVerified: boolean } } | null>(
      '/api/auth/get-session',
    );
    const identity = session.body?.user;
    const user = identity ? (await browser.get<TUser>(`/api/user/email/${encodeURIComponent(identity.email)}`)).body : null;
    c.set(
      'identity',
      identity ? { authUserId: identity.id, email: identity.email, name: identity.name, emailVerified: identity.emailVerified } : null,
    );
    c.set('user', user ? { id: user.id, email: user.email, isAdmin: user.isAdmin } : null);
    await next();
  };
}

let t: TestApp;
let artist: BuiltUser;
let pages: Hono<AppEnv>;
let clientDir: string;

beforeAll(async () => {
  t = await createTestApp();
  artist = await buildUser(t);
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'static-client-signed-in-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  const logger = pino({ level: 'silent' });
  pages = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('config', t.config);
      c.set('db', t.db);
      c.set('logger', logger);
      await next();
    })
    .route(
      '/',
      staticClient(clientDir, {
        pageData: { session: sessionFrom(t.app), readApi: (route, headers) => t.app.request(route, { headers }) },
      }),
    );
});

afterAll(async () => rm(clientDir, { recursive: true, force: true }));

/** The page at `route` for a browser sending `cookie`, and its data block (null: none). */
async function page(route: string, cookie?: string) {
  const res = await pages.request(route, { headers: { 'Accept-Encoding': 'br', ...(cookie ? { cookie } : {}) } });
  const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
  const block = /<script type="application\/json" id="bootstrap">(.*?)<\/script>/.exec(html)?.[1];
  const data = block ? (JSON.parse(block) as { for: string; answers: Record<string, unknown> }) : null;
  // The inert <template>s of the body preload nothing: what counts is the head.
  return { res, head: html.slice(0, html.indexOf('</head>')), data };
}

describe('the page of a signed-in visitor', () => {
  it("carries their library's data, for them only: kept by no cache, and never handed to another cookie", async () => {
    const created = await artist.client.post<TPalette>('/api/palettes', { userId: artist.user.id, name: 'Harbour', medium: 'Gouache' });
    const { res, head, data } = await page('/', artist.client.cookieHeader());
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    expect(head).toContain('<meta name="first-screen" content="library" />');
    expect(head).toContain('/assets/library-Zz9.js');
    const session = await artist.client.get<{ user: { id: string } }>('/api/auth/get-session');
    expect(data?.for).toBe(session.body.user.id);
    expect(data?.answers[`/api/user/email/${encodeURIComponent(artist.email)}`]).toEqual(artist.user);
    expect(data?.answers['/api/palettes/user']).toEqual([created.body]);
    // Each carried answer is what the API answers them at that path.
    expect(Object.keys(data?.answers ?? {})).toHaveLength(4);
    for (const [route, answer] of Object.entries(data?.answers ?? {})) expect(answer, route).toEqual((await artist.client.get(route)).body);
  });

  it("carries a palette page's palette and colors when they may see it, and not someone else's", async () => {
    const own = await buildPalette(t.db, { userId: artist.user.id, colorCount: 3 });
    const { data } = await page(`/palettes/${own.id}`, artist.client.cookieHeader());
    expect(data?.answers[`/api/palettes/${own.id}`]).toMatchObject({ id: own.id, colorCount: 3 });
    expect(data?.answers[`/api/colors/palette/${own.id}`]).toHaveLength(3);

    const stranger = await buildUser(t);
    const theirs = await buildPalette(t.db, { userId: stranger.user.id, colorCount: 1 });
    const refused = await page(`/palettes/${theirs.id}`, artist.client.cookieHeader());
    expect(Object.keys(refused.data?.answers ?? {})).toEqual([`/api/user/email/${encodeURIComponent(artist.email)}`]);
    // An admin may open it (admin mode), and the page carries it as the API gives it to them.
    const admin = await buildUser(t);
    await makeAdmin(t.db, admin.user.id);
    const asAdmin = await page(`/admin/palette/${theirs.id}`, admin.client.cookieHeader());
    expect(asAdmin.data?.answers[`/api/palettes/${theirs.id}`]).toEqual((await admin.client.get(`/api/palettes/${theirs.id}`)).body);
  });

  it('carries nothing on pages that are not a first screen', async () => {
    for (const route of ['/admin', '/profile', '/palettes/not-a-palette-id']) {
      const { res, data, head } = await page(route, artist.client.cookieHeader());
      expect(data, route).toBeNull();
      expect(head, route).not.toContain('modulepreload');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
    }
  });
});

describe('the page of a visitor without a session', () => {
  it('carries no data and preloads nothing, without a cookie or with one that opens no session', async () => {
    for (const cookie of [undefined, 'palette.session_token=forged.signature']) {
      const { res, head, data } = await page('/', cookie);
      expect(data).toBeNull();
      expect(head).not.toContain('modulepreload');
      expect(head).not.toContain('first-screen');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it('carries nothing once the session is signed out, even for a cookie kept from before', async () => {
    const leaving = await buildUser(t);
    const kept = leaving.client.cookieHeader();
    expect((await page('/', kept)).data).not.toBeNull();
    expect((await leaving.client.post('/api/auth/sign-out')).status).toBe(200);
    const { data, head } = await page('/', kept);
    expect(data).toBeNull();
    expect(head).not.toContain('modulepreload');
  });
});
