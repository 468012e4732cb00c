import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** Smaller answers gain nothing worth a compressor's time and the encoding's header. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4: most of brotli's gain at a few times gzip's speed; 11 (the default) is for files
// compressed once at build, not for every answer.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among ours (brotli before gzip at equal weight), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: { encoding: Encoding; q: number } | null = null;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const encoding = token === 'br' || token === 'gzip' ? token : token === '*' ? 'br' : null;
    if (!encoding || !(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && encoding === 'br')) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/**
 * Compresses JSON answers of COMPRESS_THRESHOLD_BYTES or more with brotli or gzip, as the client
 * accepts (a library of palettes with their swatches is tens of kilobytes). Off the event loop:
 * zlib works in Node's thread pool.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  // The headers only, until the answer is to be compressed: touching the body of Hono's answer
  // turns it into a web stream, which the server then writes chunk by chunk (decision 016).
  if (!res.headers.get('content-type')?.startsWith('application/json') || res.headers.has('content-encoding')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  if (!encoding || c.req.method === 'HEAD') return;
  const body = Buffer.from(await res.arrayBuffer());
  // Hono copies the other headers of the answer being replaced (all but its Content-Type).
  const init = { status: res.status, headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json' } };
  if (body.length < COMPRESS_THRESHOLD_BYTES) {
    c.res = new Response(body, init);
    return;
  }
  const compressed = encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzipAsync(body);
  c.res = new Response(new Uint8Array(compressed), init);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.delete('Content-Length');
});
