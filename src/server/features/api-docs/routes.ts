import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { acceptedEncoding } from '#server/middleware/compress-json.ts';
import { DOCS_ASSETS, DOCS_START_SCRIPT, type DocsAsset, docsAsset, docsPage } from './docs-page';
import { type ApiDeployment, openApiDocument } from './openapi-document';

const ASSET_CACHE = 'public, max-age=86400';

/**
 * Not in spec §7: the API's contract for integrators. /openapi.json is generated from `api`'s
 * routes once, on first request (the routes do not change while the process runs); /docs shows it.
 */
export function apiDocsRoutes(api: Hono<AppEnv>, deployment: ApiDeployment) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => {
      document ??= openApiDocument(api, deployment);
      return c.json(await document);
    })
    .get('/docs', (c) => c.html(docsPage(deployment.productName)))
    .get('/docs/start.js', (c) =>
      c.body(DOCS_START_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': ASSET_CACHE }),
    )
    .get('/docs/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}', async (c) => {
      const name = c.req.param('asset') as DocsAsset;
      const asset = await docsAsset(name);
      const encoding = acceptedEncoding(c.req.header('accept-encoding'));
      const headers: Record<string, string> = {
        'Content-Type': DOCS_ASSETS[name].type,
        'Cache-Control': ASSET_CACHE,
        Vary: 'Accept-Encoding',
      };
      if (encoding) headers['Content-Encoding'] = encoding;
      return c.body(new Uint8Array(encoding ? asset[encoding] : asset.plain), 200, headers);
    });
}
