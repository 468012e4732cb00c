import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorageConfig } from '#server/config.ts';
import { type ObjectStore, RefusedUploadError, UnknownUploadError, type UploadPart } from './object-store';

type S3Config = Extract<ObjectStorageConfig, { kind: 's3' }>;

const DELETE_BATCH = 1000;
// Whatever the browser says a file is, an upload is stored as bytes to download, never as a page
// to render: a bucket that shows more than avatars/ cannot serve someone's HTML from our keys.
const UPLOAD_TYPE = { ContentType: 'application/octet-stream', ContentDisposition: 'attachment' } as const;
const UPLOAD_HEADERS = { 'content-type': UPLOAD_TYPE.ContentType, 'content-disposition': UPLOAD_TYPE.ContentDisposition };
// The presigner leaves Content-Type out of the signature unless asked; S3 then checks it too.
const SIGN_CONTENT_TYPE = { signableHeaders: new Set(['content-type']) };

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

function isUnknownUpload(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchUpload' || error.name === 'InvalidPart' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Multipart calls carry the client's upload id, part numbers and ETags, so S3's 4xx answers to
 * them are the client's mistakes: an unknown upload, or a request S3 refuses (EntityTooSmall,
 * InvalidPartOrder, a malformed id). 403 is left alone: it means the app's own credentials or
 * bucket policy are wrong, which is the operator's to see.
 */
async function clientMistakes<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUnknownUpload(error)) throw new UnknownUploadError();
    const status = error instanceof S3ServiceException ? (error.$metadata.httpStatusCode ?? 0) : 0;
    if (status >= 400 && status < 500 && status !== 403) {
      throw new RefusedUploadError(`The storage refused this upload request (${(error as S3ServiceException).name}).`);
    }
    throw error;
  }
}

/** The origin the browser PUTs to: the endpoint, or the bucket's own host in virtual-hosted style. */
function uploadOrigin(config: S3Config): string {
  const endpoint = new URL(config.endpoint);
  if (!config.forcePathStyle) endpoint.host = `${config.bucket}.${endpoint.host}`;
  return endpoint.origin;
}

/**
 * Any S3-compatible bucket. The browser talks to it directly with presigned URLs; the app only
 * signs, checks and re-encodes. Avatars are shown from S3_PUBLIC_URL when set, otherwise the app
 * streams them from the bucket (`appUrl`), so the bucket may stay private.
 */
export function createS3Store(config: S3Config, options: { appUrl: string }): ObjectStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default would sign a checksum of an empty body into presigned URLs, which the
    // browser's real body cannot match; many S3-compatible stores also reject the trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    uploadOrigins: [uploadOrigin(config)],

    async signPut(key, { size, expiresInSeconds }) {
      // Content-Length, -Type and -Disposition are signed: S3 refuses a body of another size or
      // a PUT with other headers.
      const command = new PutObjectCommand({ Bucket, Key: key, ContentLength: size, ...UPLOAD_TYPE });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, ...SIGN_CONTENT_TYPE });
      return { url, headers: UPLOAD_HEADERS };
    },

    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key, maxBytes) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body || (object.ContentLength ?? Infinity) > maxBytes) {
        object.Body?.transformToWebStream()
          .cancel()
          .catch(() => undefined);
        throw new Error(`object ${key} is larger than ${maxBytes} bytes`);
      }
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async write(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: Readable.fromWeb(object.Body.transformToWebStream() as WebReadableStream),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
      }
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    publicUrl: (key) => `${config.publicUrl ?? options.appUrl}/${key}`,

    async createMultipart(key) {
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ...UPLOAD_TYPE }));
      if (!created.UploadId) throw new Error('the store returned no upload id');
      return created.UploadId;
    },

    async signPart(key, uploadId, partNumber, { size, expiresInSeconds }) {
      // Content-Length is signed: the part is exactly the size that was allowed for it.
      const command = new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size });
      return { url: await getSignedUrl(client, command, { expiresIn: expiresInSeconds }), headers: {} };
    },

    async listParts(key, uploadId) {
      const found: UploadPart[] = [];
      let PartNumberMarker: string | undefined;
      do {
        const page = await clientMistakes(client.send(new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker })));
        for (const part of page.Parts ?? []) {
          if (part.PartNumber && part.ETag) found.push({ PartNumber: part.PartNumber, ETag: part.ETag, Size: part.Size ?? 0 });
        }
        PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (PartNumberMarker);
      return found;
    },

    async completeMultipart(key, uploadId, parts) {
      const done = await clientMistakes(
        client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber).map(({ PartNumber, ETag }) => ({ PartNumber, ETag })),
            },
          }),
        ),
      );
      return done.Location ?? `${config.endpoint}/${Bucket}/${key}`;
    },

    async abortMultipart(key, uploadId) {
      try {
        await clientMistakes(client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })));
      } catch (error) {
        if (!(error instanceof UnknownUploadError)) throw error;
      }
    },

    async *listMultipart(prefix) {
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (upload.Key && upload.UploadId)
            yield { key: upload.Key, uploadId: upload.UploadId, initiated: upload.Initiated ?? new Date(0) };
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
    },
  };
}
