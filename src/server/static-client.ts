import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getSessionCookie } from 'better-auth/cookies';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { ZPaletteIdParam } from '../common/schemas/palette';
import { AUTH_COOKIE_PREFIX } from './features/auth/auth';
import { sharedPalette, sharePreviewHead } from './features/palettes';
import { indexPage, negotiateEncoding } from './index-page';
import { PACKAGE_ROOT } from './paths';

export const CLIENT_DIR = path.join(PACKAGE_ROOT, 'dist', 'client');

/** The screen (named as in vite.config.ts's routePreloads) that a signed-in visitor's path shows. */
function screenAt(pathname: string): string | null {
  if (pathname === '/') return 'library';
  if (/^\/(palettes|admin\/palette)\/[^/]+\/?$/.test(pathname)) return 'palette-detail';
  return null;
}

/**
 * Serves the built client: hashed assets cached for good, each sent in the best of its brotli,
 * gzip or plain copies (`npm run build` makes them) that the browser accepts; a missing asset
 * 404 (a page still holding an old build's script name must fail, not get HTML as JavaScript);
 * source maps never; every other path index.html (SPA), read again after a build replaced it.
 */
export function staticClient(clientDir: string = CLIENT_DIR) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  const page = indexPage(path.join(clientDir, 'index.html'));
  // Made once a build has made the folder (tests run before one): serveStatic complains of a
  // missing root. A build replaces files inside the folder, never the folder.
  let files: MiddlewareHandler | null = null;
  const builtFiles: MiddlewareHandler<AppEnv> = (c, next) => {
    if (!files && existsSync(clientDir)) files = serveStatic({ root, precompressed: true });
    return files ? files(c, next) : next();
  };
  const servePage = (c: Context<AppEnv>) => {
    const current = page.current();
    if (!current) return c.text('The client is not built: run `npm run build`.', 503);
    // Someone with a session cookie will (most likely) see their library or palette: their page
    // fetches that screen's code at once. Whether the session is still good is the app's to ask.
    const screen = getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX }) ? screenAt(c.req.path) : null;
    const version = (screen && current.preloading.get(screen)) || current.plain;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (!encoding) return c.html(version.html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(version[encoding]);
  };
  return new Hono<AppEnv>()
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
      const head = sharePreviewHead({ palette, publicUrl: c.var.config.publicUrl, productName: c.var.config.productName });
      c.header('Cache-Control', 'no-cache');
      return c.html(html.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `    ${head}\n  </head>`));
    })
    .get('/', servePage)
    .get('*', builtFiles)
    .get('*', servePage);
}
