import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getSessionCookie } from 'better-auth/cookies';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ZPaletteIdParam } from '#common/schemas/palette.ts';
import { SOURCES_TEXTS } from '#common/sources-texts.ts';
import type { AppEnv } from './app-env';
import { AUTH_COOKIE_PREFIX } from './features/auth/auth';
import { sharedPalette, withSharePreview } from './features/palettes';
import {
  compressPage,
  firstScreenPaths,
  indexPage,
  negotiateEncoding,
  type TBootstrap,
  type TFirstScreen,
  withBootstrap,
} from './index-page';
import { withPageHead } from './lib/page-head';
import { PACKAGE_ROOT } from './paths';

export const CLIENT_DIR = path.join(PACKAGE_ROOT, 'dist', 'client');

/** The screen a signed-in visitor's path shows, when the page brings its code (and data) along. */
function screenAt(pathname: string): TFirstScreen | null {
  if (pathname === '/') return { name: 'library' };
  const palette = /^\/(?:palettes|admin\/palette)\/([^/]+)\/?$/.exec(pathname)?.[1];
  return palette && ZPaletteIdParam.safeParse({ id: palette }).success ? { name: 'palette-detail', paletteId: palette } : null;
}

export interface StaticClientOptions {
  /**
   * The API's session middleware (the same instance: the same remembered sessions, forgotten at
   * once on a sign-out), and a way to ask the API a GET with the visitor's headers. With them, the
   * page of a signed-in visitor carries the API's answers to what its first screen asks first
   * (index-page.ts): made by the API itself, so the same validation, policy and services, never a
   * second copy of them; and a cookie that opens no session preloads nothing.
   */
  pageData?: {
    session: MiddlewareHandler<AppEnv>;
    /** One of the API's answers, in process, as part of the page request `requestId`. */
    readApi: (path: string, headers: Headers, requestId: string) => Response | Promise<Response>;
  };
}

/**
 * Serves the built client: hashed assets cached for good, each sent in the best of its brotli,
 * gzip or plain copies (`npm run build` makes them) that the browser accepts; a missing asset
 * 404 (a page still holding an old build's script name must fail, not get HTML as JavaScript);
 * source maps never; every other path index.html (SPA), read again after a build replaced it.
 */
export function staticClient(clientDir: string = CLIENT_DIR, { pageData }: StaticClientOptions = {}) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  const page = indexPage(path.join(clientDir, 'index.html'));
  // Made once a build has made the folder (tests run before one): serveStatic complains of a
  // missing root. A build replaces files inside the folder, never the folder.
  let files: MiddlewareHandler | null = null;
  const builtFiles: MiddlewareHandler<AppEnv> = (c, next) => {
    if (!files && existsSync(clientDir)) files = serveStatic({ root, precompressed: true });
    return files ? files(c, next) : next();
  };
  const sessionCookie = (c: Context<AppEnv>) => getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX });
  // Who is asking, where the page may carry their data.
  const caller: MiddlewareHandler<AppEnv> = (c, next) =>
    pageData && sessionCookie(c) && screenAt(c.req.path) ? pageData.session(c, next) : next();

  /** The API's answers to the screen's first reads; one it refuses (or fails) is left to the client to ask. */
  async function bootstrapFor(c: Context<AppEnv>, screen: TFirstScreen): Promise<TBootstrap | null> {
    const { identity, user } = c.var;
    if (!pageData || !identity || !user) return null;
    const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
    const answers: Record<string, unknown> = {};
    await Promise.all(
      firstScreenPaths({ email: identity.email, userId: user.id, screen }).map(async (path) => {
        const res = await pageData.readApi(path, headers, c.var.requestId);
        if (res.status === 200) answers[path] = await res.json();
      }),
    );
    return { for: identity.authUserId, answers };
  }

  const servePage = async (c: Context<AppEnv>) => {
    const current = page.current();
    if (!current) return c.text('The client is not built: run `npm run build`.', 503);
    // Someone signed in sees their library or palette: the page fetches that screen's code at
    // once. Without `pageData` a cookie is taken at its word (the app asks whether it is good).
    const signedIn = sessionCookie(c) !== null && (!pageData || c.var.user !== null);
    const screen = signedIn ? screenAt(c.req.path) : null;
    const version = (screen && current.preloading.get(screen.name)) || current.plain;
    const bootstrap = screen ? await bootstrapFor(c, screen) : null;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // The page differs with the session cookie, so no shared cache may hand one person's to another;
    // and one that carries someone's data is kept by no cache at all.
    c.header('Cache-Control', bootstrap ? 'private, no-store' : 'no-cache');
    c.header('Vary', 'Accept-Encoding, Cookie');
    const html = bootstrap ? withBootstrap(version.html, bootstrap) : version.html;
    if (!encoding) return c.html(html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(bootstrap ? compressPage(html, encoding) : version[encoding]);
  };
  return (
    new Hono<AppEnv>()
      // The build keeps them out of dist/client; a stray one must not be served either.
      .get('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()))
      // Set once the answer is known: serveStatic's onFound runs after it has built the response,
      // too late for a header.
      .use('/assets/*', async (c, next) => {
        await next();
        c.header('Cache-Control', c.res.ok ? 'public, max-age=31536000, immutable' : 'no-store');
        // Also on the plain copy: a shared cache must not hand it to a browser that takes brotli.
        if (c.res.ok) c.header('Vary', 'Accept-Encoding');
      })
      .use('/assets/*', builtFiles)
      .get('/assets/*', (c) => c.text('Not found', 404))
      // A shared palette's page names the palette in its title and link-preview tags (issue 7).
      .get('/palette/:id', async (c, next) => {
        const html = page.current()?.plain.html;
        const id = c.req.param('id');
        const palette = html && ZPaletteIdParam.safeParse({ id }).success ? await sharedPalette({ db: c.var.db, id }) : null;
        if (!html || !palette) return next();
        c.header('Cache-Control', 'no-cache');
        return c.html(withSharePreview(html, { palette, publicUrl: c.var.config.publicUrl, productName: c.var.config.productName }));
      })
      // Issue 42's Data sources page names itself in its title and description as sent, for search
      // engines and link previews, which run no script (the client names it again as it opens).
      .get(SOURCES_TEXTS.path, (c, next) => {
        const html = page.current()?.plain.html;
        if (!html) return next();
        c.header('Cache-Control', 'no-cache');
        const title = `${SOURCES_TEXTS.title} · ${c.var.config.productName}`;
        return c.html(withPageHead(html, { title, tags: [['name', 'description', SOURCES_TEXTS.description]] }));
      })
      .get('/', caller, servePage)
      .get('*', builtFiles)
      .get('*', caller, servePage)
  );
}
