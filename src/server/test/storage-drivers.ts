import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { expect } from 'vitest';
import type { TSignedPartResponse, TUploadResponse } from '#common/schemas/objects.ts';
import type { App } from '#server/app.ts';
import type { TestClient } from './client';
import { TEST_ORIGIN } from './harness';

export const TEST_BUCKET = 'palette-test';
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface StorageDriver {
  name: 'local' | 's3';
  /** Environment variables for createTestApp that select this driver. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

// The part of a Koa context the shim below uses (s3rver is a Koa app; its types omit Koa's).
interface KoaContext {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Next = () => Promise<void>;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

function refuse(ctx: KoaContext, status: number, code: string, message: string) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

// SigV4 query signing (S3 API reference, "Authenticating Requests: Using Query Parameters").
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Whether a presigned request carries the headers, method and query its signature was made for. */
function presignedSignatureMatches(ctx: KoaContext): boolean {
  const [rawPath = '', rawQuery = ''] = ctx.url.split('?');
  const query = new URLSearchParams(rawQuery);
  const [accessKey, date = '', region = '', service = '', terminator = ''] = (query.get('X-Amz-Credential') ?? '').split('/');
  if (accessKey !== ACCESS_KEY) return false;
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(ctx.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    ctx.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = [date, region, service, terminator].join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, date), region), service), terminator);
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === query.get('X-Amz-Signature');
}

/**
 * What s3rver 3.7 lacks, following the S3 API reference, so the suites hold S3 to what S3 does:
 * it does not check signatures (checked here for presigned URLs, so a body of another size or a
 * PUT with other headers than signed is refused); it has no ListParts, AbortMultipartUpload or
 * ListMultipartUploads (answered here from its upload folders, <bucket>/._S3rver_uploads/
 * <uploadId>/{key,<n>,<n>.md5}); it answers 500 to a call on an unknown upload id (NoSuchUpload
 * here) and joins parts of any size (EntityTooSmall here, judged on the stored parts). The rest
 * is s3rver's.
 */
function s3Gaps(directory: string) {
  const uploads = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads');
  const partsOf = async (dir: string) =>
    (await readdir(dir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
  return async (ctx: KoaContext, next: Next) => {
    if (typeof ctx.query['X-Amz-Signature'] === 'string' && !presignedSignatureMatches(ctx)) {
      return refuse(ctx, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    const [, bucket, ...keyParts] = ctx.path.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : null;
    const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
    if (ctx.method === 'GET' && bucket && !key && 'uploads' in ctx.query) {
      const entries: string[] = [];
      for (const id of await readdir(uploads(bucket)).catch(() => [])) {
        const marker = path.join(uploads(bucket), id, 'key');
        const [owner, info] = await Promise.all([readFile(marker, 'utf8').catch(() => null), stat(marker).catch(() => null)]);
        if (owner !== null && owner.startsWith(prefix) && info) {
          entries.push(`<Upload><Key>${owner}</Key><UploadId>${id}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated></Upload>`);
        }
      }
      ctx.type = 'application/xml';
      ctx.body = xml(
        `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`,
      );
      return;
    }
    if (!bucket || !key || uploadId === null) return next();
    const dir = path.join(uploads(bucket), path.basename(uploadId));
    if (path.basename(uploadId) !== uploadId || (await readFile(path.join(dir, 'key'), 'utf8').catch(() => null)) !== key) {
      return refuse(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
    }
    if (ctx.method === 'POST') {
      const sizes = await Promise.all((await partsOf(dir)).map(async (n) => (await stat(path.join(dir, String(n)))).size));
      if (sizes.slice(0, -1).some((size) => size < MIN_PART_BYTES)) {
        return refuse(ctx, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
      }
    }
    if (!['GET', 'DELETE'].includes(ctx.method) || 'partNumber' in ctx.query) return next();
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts: string[] = [];
    for (const n of await partsOf(dir)) {
      const [md5, info] = await Promise.all([readFile(path.join(dir, `${n}.md5`), 'utf8'), stat(path.join(dir, String(n)))]);
      parts.push(
        `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`,
      );
    }
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

export async function startS3(): Promise<StorageDriver> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'palette-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  (server as unknown as { middleware: Array<(ctx: KoaContext, next: Next) => Promise<void>> }).middleware.unshift(s3Gaps(directory));
  const { port } = await server.run();
  return {
    name: 's3',
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function startLocal(): Promise<StorageDriver> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'palette-local-'));
  return { name: 'local', env: { DATA_DIR: dataDir }, stop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Both drivers, so one suite proves the same behaviour on each; the S3 driver on one database
 * engine only (PGlite): what it adds is the bucket's side, which no engine changes, and the rows
 * it writes are the local driver's, which runs on both.
 */
export const STORAGE_DRIVERS = [
  { name: 'local' as const, start: startLocal },
  ...(process.env.TEST_DB === 'postgres' ? [] : [{ name: 's3' as const, start: startS3 }]),
];

/**
 * Sends bytes to an upload URL the way a browser would: to the app when it is one of the app's
 * own (local driver), over the network otherwise (the S3 server).
 */
export async function putToUrl(app: App, url: string, body: Uint8Array, headers: Record<string, string> = {}) {
  // A copy on its own ArrayBuffer, which fetch's types ask for.
  const init = { method: 'PUT', body: new Uint8Array(body), headers: { 'content-length': String(body.byteLength), ...headers } };
  const res = url.startsWith(TEST_ORIGIN) ? await app.request(url.slice(TEST_ORIGIN.length), init) : await fetch(url, init);
  return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
}

/** Asks for an upload URL as `client` and PUTs the bytes there with the headers it was signed for. */
export async function uploadAs(app: App, client: TestClient, bytes: Uint8Array) {
  const issued = await client.post<TUploadResponse>('/api/objects/upload', {
    filename: 'f.bin',
    type: 'application/octet-stream',
    size: bytes.byteLength,
  });
  expect(issued.status).toBe(200);
  const put = await putToUrl(app, issued.body.uploadURL, bytes, issued.body.headers);
  expect(put.status).toBe(200);
  return { ...issued.body, etag: put.etag };
}

export interface MultipartRef {
  key: string;
  uploadId: string;
}

/** A multipart call's path: /api/s3/multipart/{uploadId}{rest}?key= */
export function multipartPath(upload: MultipartRef, rest = ''): string {
  return `/api/s3/multipart/${encodeURIComponent(upload.uploadId)}${rest}?key=${encodeURIComponent(upload.key)}`;
}

export async function startMultipartAs(client: TestClient): Promise<MultipartRef> {
  const res = await client.post<MultipartRef>('/api/s3/multipart', { filename: 'big.tif', type: 'image/tiff', metadata: {} });
  expect(res.status).toBe(200);
  return res.body;
}

export function signPartAs(client: TestClient, upload: MultipartRef, partNumber: number, size: number) {
  return client.get<TSignedPartResponse>(`${multipartPath(upload, `/${partNumber}`)}&size=${size}`);
}

/** Signs one part for its size and sends it, as the uploader does; the part as completion lists it. */
export async function sendPartAs(app: App, client: TestClient, upload: MultipartRef, partNumber: number, bytes: Uint8Array) {
  const signed = await signPartAs(client, upload, partNumber, bytes.byteLength);
  expect(signed.status).toBe(200);
  const put = await putToUrl(app, signed.body.url, bytes, signed.body.headers);
  expect(put.status).toBe(200);
  return { PartNumber: partNumber, ETag: put.etag ?? '' };
}
