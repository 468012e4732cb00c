import type { MiddlewareHandler } from 'hono';
import { bodyLimit as countingBodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';

/** The most an /api request body may hold (the OpenAPI document says so too). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Issue 42: a maker's chart an admin imports (CSV or XLSX) is the one larger body: a full chart
 * runs to 100 KiB as CSV. Its route takes it (and says so in its description); no other does.
 */
export const CATALOGUE_FILE_PATH = '/api/admin/catalogue/import';
export const CATALOGUE_FILE_LIMIT_BYTES = 2 * 1024 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');

/**
 * Refuses request bodies over `maxBytes` with 413 and keeps the client's connection usable.
 *
 * A body that declares its length is judged by the header alone and never touched: Node then
 * discards its bytes itself and the keep-alive connection serves the next request. (Hono's own
 * bodyLimit opens the body stream even to refuse it, after which the server can only drop the
 * connection, failing the client's next request on it.) A chunked body has no length to judge by,
 * so it is counted as it arrives; refused mid-way, its connection is closed, and the answer says so.
 */
export function bodyLimit(maxBytes: number, options: { larger?: { path: string; maxBytes: number } } = {}): MiddlewareHandler<AppEnv> {
  const larger = options.larger && { path: options.larger.path, limit: bodyLimit(options.larger.maxBytes) };
  const counting = countingBodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      throw tooLarge();
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    // Nothing reads the body of a GET or HEAD; asking whether there is one would build the full
    // web Request (headers copied, an abort signal) for every read (decision 016).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (larger && c.req.path === larger.path) return larger.limit(c, next);
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    if (Number(declared) > maxBytes) throw tooLarge();
    return next();
  });
}
