import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { AppError } from '#server/errors.ts';
import { avatarKeyOwner, pendingKeyOwner } from './keys';
import { TooLargeError } from './local-files';
import { isLocalStore } from './local-store';
import { type ObjectStore, UnknownUploadError } from './object-store';

// S3's own wording: the uploader asks for a fresh URL when it sees it (spec §8 'Request has expired').
const EXPIRED_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';

/**
 * /api/storage/*: stored avatars for anyone (their keys are unguessable and immutable, so they
 * are cached for a year), and, with the local driver, the signed PUT receiver that stands in for
 * a presigned S3 URL. Mounted ahead of the API's 64 KB body limit and its session lookup: a
 * receiver enforces the size it was signed for while streaming to disk.
 */
export function storageRoutes(store: ObjectStore) {
  const routes = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    const object = avatarKeyOwner(key) ? await store.open(key) : null;
    if (!object) throw new AppError('NOT_FOUND', 'No such file.');
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Served ahead of the app's security headers: a stored file is only ever an image.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  if (!isLocalStore(store)) return routes;

  return routes.put('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    if (!pendingKeyOwner(key)) throw new AppError('FORBIDDEN', 'This upload link is not valid.');
    const check = store.checkGrant(key, c.req.query(), Date.now());
    if (!check.ok && check.reason === 'expired') return c.body(EXPIRED_XML, 403, { 'Content-Type': 'application/xml' });
    if (!check.ok) throw new AppError('FORBIDDEN', 'This upload link is not valid.');
    const { grant } = check;
    const declared = Number(c.req.header('content-length'));
    if (declared > grant.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than this upload link allows.');
    const body = c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : Readable.from([]);
    try {
      const etag =
        grant.uploadId !== undefined && grant.partNumber !== undefined
          ? await store.receivePart({ ...grant, uploadId: grant.uploadId, partNumber: grant.partNumber }, body, {
              uploadMaxBytes: c.var.config.uploadMaxBytes,
            })
          : await store.receiveObject(grant, body);
      return c.body(null, 200, { ETag: etag });
    } catch (error) {
      if (error instanceof TooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than this upload link allows.');
      if (error instanceof UnknownUploadError) throw new AppError('NOT_FOUND', 'No such upload.');
      throw error;
    }
  });
}
