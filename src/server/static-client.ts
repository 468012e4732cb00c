import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { ZPaletteIdParam } from '../common/schemas/palette';
import { sharedPalette, sharePreviewHead } from './features/palettes';

export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/**
 * Serves the built client: hashed assets cached for good, a missing asset 404 (a page still
 * holding an old build's script name must fail, not get HTML as JavaScript), every other path
 * index.html (SPA).
 */
export function staticClient(clientDir: string = CLIENT_DIR) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  const indexFile = path.join(clientDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The client is not built: run `npm run build`.', 503));
  }
  // The build does not change while the process runs.
  const indexHtml = readFileSync(indexFile, 'utf8');
  return app
    // Set once the answer is known: serveStatic's onFound runs after it has built the response,
    // too late for a header.
    .use('/assets/*', async (c, next) => {
      await next();
      c.header('Cache-Control', c.res.ok ? 'public, max-age=31536000, immutable' : 'no-store');
    })
    .use('/assets/*', serveStatic({ root }))
    .get('/assets/*', (c) => c.text('Not found', 404))
    // A shared palette's page names the palette in its title and link-preview tags (issue 7).
    .get('/palette/:id', async (c, next) => {
      const id = c.req.param('id');
      const palette = ZPaletteIdParam.safeParse({ id }).success ? await sharedPalette({ db: c.var.db, id }) : null;
      if (!palette) return next();
      const head = sharePreviewHead({ palette, publicUrl: c.var.config.publicUrl, productName: c.var.config.productName });
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `    ${head}\n  </head>`));
    })
    .get('*', serveStatic({ root }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
