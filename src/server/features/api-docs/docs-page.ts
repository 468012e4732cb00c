import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Quality 9: nearly the smallest file, in a fraction of the time 11 takes on 1.7 MB.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Swagger UI's files, served from the app itself: no CDN, and the CSP allows only 'self' scripts. */
export const DOCS_ASSETS = {
  'swagger-ui.css': { file: path.join(SWAGGER_UI, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: path.join(SWAGGER_UI, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
} as const;
export type DocsAsset = keyof typeof DOCS_ASSETS;

/** Each file in every encoding the API serves, made once on first use (the bundle is 1.7 MB). */
interface EncodedAsset {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const loaded = new Map<DocsAsset, Promise<EncodedAsset>>();
export function docsAsset(name: DocsAsset): Promise<EncodedAsset> {
  let asset = loaded.get(name);
  if (!asset) {
    asset = readFile(DOCS_ASSETS[name].file).then(async (plain) => {
      const [br, gzipped] = await Promise.all([brotliAsync(plain, BROTLI_OPTIONS), gzipAsync(plain)]);
      return { plain, br, gzip: gzipped };
    });
    loaded.set(name, asset);
  }
  return asset;
}

/** Starts Swagger UI on the document; a file of its own, since the CSP allows no inline script. */
export const DOCS_START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null });\n`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function docsPage(productName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(productName)} API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
}
