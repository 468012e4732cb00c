import { z } from 'zod';
import { UPLOADER } from '#common/constants.ts';

// A media type as type/subtype (RFC 6838 names): nothing else, so never a CR or LF.
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const ZMediaType = z.string().max(255).regex(MEDIA_TYPE, 'Not a media type (type/subtype).');

/** POST /api/objects/upload: what the browser is about to send, so the URL can be signed for it. */
export const ZUploadRequest = z.strictObject({
  filename: z.string().max(1024).optional(),
  type: ZMediaType.optional(),
  size: z.number().int().min(1, 'The file is empty.'),
});
export type TUploadRequest = z.input<typeof ZUploadRequest>;

/** Spec §3 "Upload response: uploadURL": a short-lived URL the file is PUT to, as it is. */
export const ZUploadResponse = z
  .object({
    uploadURL: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    key: z.string(),
    expires: z.number().int(),
  })
  .meta({ id: 'UploadResponse' });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

/** POST /api/s3/multipart (the body the uploader sends). */
export const ZCreateMultipartRequest = z.object({
  filename: z.string().max(1024),
  type: ZMediaType.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export const ZMultipartKeyQuery = z.object({ key: z.string().min(1).max(1024) });
/** GET /api/s3/multipart/{uploadId}/{partNumber}: the part's size is signed into its URL. */
export const ZSignPartQuery = ZMultipartKeyQuery.extend({ size: z.coerce.number().int().min(1, 'The part is empty.') });
export const ZMultipartParam = z.object({ uploadId: z.string().min(1).max(1024) });
export const ZMultipartPartParam = ZMultipartParam.extend({
  partNumber: z.coerce.number().int().min(1).max(UPLOADER.maxParts),
});

/** A signed part URL and the headers its PUT must carry. */
export const ZSignedPartResponse = z.object({
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  expires: z.number().int(),
});
export type TSignedPartResponse = z.infer<typeof ZSignedPartResponse>;

export const ZMultipartPart = z.object({
  PartNumber: z.number().int().min(1).max(UPLOADER.maxParts),
  ETag: z.string().min(1).max(200),
  Size: z.number().int().optional(),
});
export type TMultipartPart = z.infer<typeof ZMultipartPart>;

export const ZCompleteMultipartRequest = z.object({
  parts: z
    .array(ZMultipartPart.omit({ Size: true }))
    .min(1)
    .max(UPLOADER.maxParts),
});

/** POST /api/s3/multipart: the upload begun, and the key its object will have. */
export const ZMultipartStarted = z.object({ key: z.string(), uploadId: z.string() });
/** POST /api/s3/multipart/{uploadId}/complete: where the joined object is. */
export const ZMultipartCompleted = z.object({ location: z.string(), key: z.string() });
/** DELETE /api/s3/multipart/{uploadId}: the uploader expects a JSON object, and nothing is in it. */
export const ZMultipartAborted = z.strictObject({});
