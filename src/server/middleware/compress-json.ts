import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { contentCache } from '#server/lib/content-cache.ts';
import { etagMatches } from '#server/lib/etag.ts';

/** Smaller answers gain nothing worth a compressor's time and the encoding's header. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli's settings for an answer of `bytes`. Quality 4: most of brotli's gain at a few times
 * gzip's speed; 11 (the default) is for files compressed once at build, not for every answer.
 * From LARGE_ANSWER_BYTES, quality 1: on a studio of 2,000 paints (770 KiB) it takes a third of
 * 4's time (0.9 against 2.9 ms) for 5 % more bytes (decision 027).
 */
const LARGE_ANSWER_BYTES = 256 * 1024;
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: bytes < LARGE_ANSWER_BYTES ? 4 : 1,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

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

/** The encoding this request's answer is to be sent in, or null: none accepted, or a HEAD request (no body). */
function wantedEncoding(c: Context): Encoding | null {
  return c.req.method === 'HEAD' ? null : acceptedEncoding(c.req.header('accept-encoding'));
}

/** The JSON compressed in `encoding`. */
function compress(json: Uint8Array, encoding: Encoding): Buffer<ArrayBuffer> {
  return encoding === 'br' ? brotliCompressSync(json, brotliOptions(json.length)) : gzipSync(json);
}

/**
 * Compresses JSON answers of COMPRESS_THRESHOLD_BYTES or more with brotli or gzip, as the client
 * accepts (a library of palettes with their swatches is tens of kilobytes). On the event loop:
 * with these settings an answer takes about a millisecond at most (2,000 paints: 0.9 ms), where
 * zlib's thread pool added its round trips and, on two cores, a p95 three times the median
 * (decision 027). An answer whose Vary already names Accept-Encoding was made by `keptJson` and is
 * left as it is.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  // The headers only, until the answer is to be compressed: touching the body of Hono's answer
  // turns it into a web stream, which the server then writes chunk by chunk (decision 016).
  if (!res.headers.get('content-type')?.startsWith('application/json') || res.headers.has('content-encoding')) return;
  if (res.headers.get('vary')?.toLowerCase().includes('accept-encoding')) return;
  res.headers.append('Vary', 'Accept-Encoding');
  const encoding = wantedEncoding(c);
  if (!encoding) return;
  const json = new Uint8Array(await res.arrayBuffer());
  const body = json.length < COMPRESS_THRESHOLD_BYTES ? null : compress(json, encoding);
  // Hono copies the other headers of the answer being replaced (all but its Content-Type).
  c.res = new Response(body ?? json, {
    status: res.status,
    headers: { 'Content-Type': res.headers.get('content-type') ?? 'application/json' },
  });
  if (body) {
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
  }
});

// JSON answers made once per content and asked for again (keptJson), with their compressed forms:
// one's own (a studio) apart from the public ones (catalogue pages), so that anyone asking for many
// public answers lets go of public answers only.
const kept = {
  private: contentCache<Uint8Array<ArrayBuffer>>({ maxEntries: 512, maxBytes: 64 * 1024 * 1024 }),
  public: contentCache<Uint8Array<ArrayBuffer>>({ maxEntries: 512, maxBytes: 32 * 1024 * 1024 }),
};

/**
 * A JSON answer whose content `key` names, a name that changes whenever the content does (a
 * studio's revision, decision 027; the catalogue's, decision 030): its bytes are made by `json`
 * once per key, and compressed once per encoding, however many ask; the key, with the encoding, is
 * the answer's ETag, and a client that sends it back gets 304. The kept bytes go to whoever asks by
 * the key: a private one must be one only the caller can come by (a studio's revision is a random
 * id read from the caller's own row); a public one is the same for everyone (and shared caches may
 * keep it).
 */
export async function keptJson(
  c: Context,
  options: { key: string; json: () => Promise<Uint8Array<ArrayBuffer>>; scope?: 'private' | 'public' },
): Promise<Response> {
  const scope = options.scope ?? 'private';
  const encoding = wantedEncoding(c);
  const headers = {
    ETag: `"${options.key}${encoding ? `.${encoding}` : ''}"`,
    'Cache-Control': `${scope}, no-cache`,
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
  const json = await kept[scope].get(options.key, options.json);
  const body =
    encoding && json.length >= COMPRESS_THRESHOLD_BYTES
      ? await kept[scope].get(`${options.key}.${encoding}`, async () => compress(json, encoding))
      : null;
  return c.body(body ?? json, 200, {
    ...headers,
    'Content-Type': 'application/json',
    ...(body && encoding ? { 'Content-Encoding': encoding } : {}),
  });
}
