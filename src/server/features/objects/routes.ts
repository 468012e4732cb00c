import { Hono } from 'hono';
import {
  ZCompleteMultipartRequest,
  ZCreateMultipartRequest,
  ZMultipartKeyQuery,
  ZMultipartParam,
  ZMultipartPartParam,
  ZSignPartQuery,
  ZUploadRequest,
} from '../../../common/schemas/objects';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../middleware/require-user';
import { validate } from '../../middleware/validate';
import type { ObjectStore } from './object-store';
import {
  abortMultipart,
  assertOwnUpload,
  completeMultipart,
  issueUpload,
  listUploadedParts,
  signUploadPart,
  startMultipart,
} from './uploads';

/**
 * Spec §7 upload calls: POST /objects/upload (one signed PUT) and the uploader's multipart
 * calls under /s3/multipart. Every key is issued into the caller's own pending space.
 */
export function objectRoutes(store: ObjectStore) {
  return new Hono<AppEnv>()
    .post('/objects/upload', requireUser, validate('json', ZUploadRequest), async (c) => {
      const { size } = c.req.valid('json');
      await c.var.rateLimits.consume('uploads', c.var.user.id);
      return c.json(await issueUpload({ store, userId: c.var.user.id, size, maxBytes: c.var.config.uploadMaxBytes }));
    })
    // The body is validated, though nothing in it is needed: every upload is stored as bytes.
    .post('/s3/multipart', requireUser, validate('json', ZCreateMultipartRequest), async (c) => {
      await c.var.rateLimits.consume('uploads', c.var.user.id);
      return c.json(await startMultipart({ store, userId: c.var.user.id }));
    })
    .get('/s3/multipart/:uploadId', requireUser, validate('param', ZMultipartParam), validate('query', ZMultipartKeyQuery), async (c) => {
      const { key } = c.req.valid('query');
      assertOwnUpload(key, c.var.user.id);
      return c.json(await listUploadedParts(store, key, c.req.valid('param').uploadId));
    })
    .get(
      '/s3/multipart/:uploadId/:partNumber{[0-9]+}',
      requireUser,
      validate('param', ZMultipartPartParam),
      validate('query', ZSignPartQuery),
      async (c) => {
        const { key, size } = c.req.valid('query');
        const { uploadId, partNumber } = c.req.valid('param');
        assertOwnUpload(key, c.var.user.id);
        return c.json(await signUploadPart({ store, key, uploadId, partNumber, size, maxBytes: c.var.config.uploadMaxBytes }));
      },
    )
    .post(
      '/s3/multipart/:uploadId/complete',
      requireUser,
      validate('param', ZMultipartParam),
      validate('query', ZMultipartKeyQuery),
      validate('json', ZCompleteMultipartRequest),
      async (c) => {
        const { key } = c.req.valid('query');
        assertOwnUpload(key, c.var.user.id);
        const { parts } = c.req.valid('json');
        const { uploadId } = c.req.valid('param');
        return c.json(await completeMultipart({ store, key, uploadId, parts, maxBytes: c.var.config.uploadMaxBytes }));
      },
    )
    .delete('/s3/multipart/:uploadId', requireUser, validate('param', ZMultipartParam), validate('query', ZMultipartKeyQuery), async (c) => {
      const { key } = c.req.valid('query');
      assertOwnUpload(key, c.var.user.id);
      await abortMultipart(store, key, c.req.valid('param').uploadId);
      return c.json({});
    });
}
