import { Hono } from 'hono';
import { z } from 'zod';
import {
  ZCompleteMultipartRequest,
  ZCreateMultipartRequest,
  ZMultipartAborted,
  ZMultipartCompleted,
  ZMultipartKeyQuery,
  ZMultipartParam,
  ZMultipartPart,
  ZMultipartPartParam,
  ZMultipartStarted,
  ZSignedPartResponse,
  ZSignPartQuery,
  ZUploadRequest,
  ZUploadResponse,
} from '#common/schemas/objects.ts';
import type { AppEnv } from '#server/app-env.ts';
import { describe } from '#server/middleware/describe.ts';
import { requireUser } from '#server/middleware/require-user.ts';
import { validate } from '#server/middleware/validate.ts';
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

const doc = describe('Uploads');

/**
 * Spec §7 upload calls: POST /objects/upload (one signed PUT) and the uploader's multipart
 * calls under /s3/multipart. Every key is issued into the caller's own pending space.
 */
export function objectRoutes(store: ObjectStore, deployment: { uploadMaxBytes: number }) {
  // The deployment's upload limit, in the document as in the service that refuses beyond it (413).
  const uploadSize = <Size extends z.ZodType>(size: Size) =>
    size.meta({ maximum: deployment.uploadMaxBytes, description: 'Larger files are refused (413).' });
  const uploadRequest = ZUploadRequest.extend({ size: uploadSize(ZUploadRequest.shape.size) });
  const signPartQuery = ZSignPartQuery.extend({ size: uploadSize(ZSignPartQuery.shape.size) });
  return (
    new Hono<AppEnv>()
      .post(
        '/objects/upload',
        doc({ summary: 'A signed URL to PUT one file to', access: 'signed-in', responses: { 200: ZUploadResponse } }),
        requireUser,
        validate('json', uploadRequest),
        async (c) => {
          const { size } = c.req.valid('json');
          await c.var.rateLimits.consume('uploads', c.var.user.id);
          return c.json(await issueUpload({ store, userId: c.var.user.id, size, maxBytes: deployment.uploadMaxBytes }));
        },
      )
      // The body is validated, though nothing in it is needed: every upload is stored as bytes.
      .post(
        '/s3/multipart',
        doc({ summary: 'Begin a multipart upload', access: 'signed-in', responses: { 200: ZMultipartStarted } }),
        requireUser,
        validate('json', ZCreateMultipartRequest),
        async (c) => {
          await c.var.rateLimits.consume('uploads', c.var.user.id);
          return c.json(await startMultipart({ store, userId: c.var.user.id }));
        },
      )
      .get(
        '/s3/multipart/:uploadId',
        doc({ summary: 'The parts uploaded so far', access: 'signed-in', responses: { 200: z.array(ZMultipartPart) } }),
        requireUser,
        validate('param', ZMultipartParam),
        validate('query', ZMultipartKeyQuery),
        async (c) => {
          const { key } = c.req.valid('query');
          assertOwnUpload(key, c.var.user.id);
          return c.json(await listUploadedParts(store, key, c.req.valid('param').uploadId));
        },
      )
      .get(
        '/s3/multipart/:uploadId/:partNumber{[0-9]+}',
        doc({ summary: 'A signed URL for one part', access: 'signed-in', responses: { 200: ZSignedPartResponse } }),
        requireUser,
        validate('param', ZMultipartPartParam),
        validate('query', signPartQuery),
        async (c) => {
          const { key, size } = c.req.valid('query');
          const { uploadId, partNumber } = c.req.valid('param');
          assertOwnUpload(key, c.var.user.id);
          return c.json(await signUploadPart({ store, key, uploadId, partNumber, size, maxBytes: deployment.uploadMaxBytes }));
        },
      )
      .post(
        '/s3/multipart/:uploadId/complete',
        doc({ summary: 'Join the parts into the file', access: 'signed-in', responses: { 200: ZMultipartCompleted } }),
        requireUser,
        validate('param', ZMultipartParam),
        validate('query', ZMultipartKeyQuery),
        validate('json', ZCompleteMultipartRequest),
        async (c) => {
          const { key } = c.req.valid('query');
          assertOwnUpload(key, c.var.user.id);
          const { parts } = c.req.valid('json');
          const { uploadId } = c.req.valid('param');
          return c.json(await completeMultipart({ store, key, uploadId, parts, maxBytes: deployment.uploadMaxBytes }));
        },
      )
      .delete(
        '/s3/multipart/:uploadId',
        doc({ summary: 'Abandon a multipart upload', access: 'signed-in', responses: { 200: ZMultipartAborted } }),
        requireUser,
        validate('param', ZMultipartParam),
        validate('query', ZMultipartKeyQuery),
        async (c) => {
          const { key } = c.req.valid('query');
          assertOwnUpload(key, c.var.user.id);
          await abortMultipart(store, key, c.req.valid('param').uploadId);
          return c.json({});
        },
      )
  );
}
