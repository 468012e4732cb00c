import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { App } from '../app';
import { TEST_ORIGIN } from './harness';

export const TEST_BUCKET = 'palette-test';

export interface StorageDriver {
  name: 'local' | 's3';
  /** Environment variables for createTestApp that select this driver. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

// The part of a Koa context the shim below uses (s3rver is a Koa app; its types omit Koa's).
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Next = () => Promise<void>;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * s3rver 3.7 has no ListParts, AbortMultipartUpload or ListMultipartUploads (it answers 405/501).
 * These three follow the S3 API reference on top of s3rver's own upload folders
 * (<bucket>/._S3rver_uploads/<uploadId>/{key,<n>,<n>.md5}); everything else is s3rver's.
 */
function multipartGaps(directory: string) {
  const uploads = (bucket: string) => path.join(directory, bucket, '._S3rver_uploads');
  const noSuchUpload = (ctx: KoaContext) => {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
  };
  return async (ctx: KoaContext, next: Next) => {
    const [, bucket, ...keyParts] = ctx.path.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : null;
    if (ctx.method === 'GET' && bucket && !key && 'uploads' in ctx.query) {
      const entries: string[] = [];
      for (const id of await readdir(uploads(bucket)).catch(() => [])) {
        const marker = path.join(uploads(bucket), id, 'key');
        const [owner, info] = await Promise.all([readFile(marker, 'utf8').catch(() => null), stat(marker).catch(() => null)]);
        if (owner !== null && info) {
          entries.push(`<Upload><Key>${owner}</Key><UploadId>${id}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated></Upload>`);
        }
      }
      ctx.type = 'application/xml';
      ctx.body = xml(`<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`);
      return;
    }
    if (!bucket || !key || !uploadId || !['GET', 'DELETE'].includes(ctx.method) || 'partNumber' in ctx.query) return next();
    const dir = path.join(uploads(bucket), path.basename(uploadId));
    if ((await readFile(path.join(dir, 'key'), 'utf8').catch(() => null)) !== key) return noSuchUpload(ctx);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts: string[] = [];
    const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    for (const n of numbers) {
      const [md5, info] = await Promise.all([readFile(path.join(dir, `${n}.md5`), 'utf8'), stat(path.join(dir, String(n)))]);
      parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`);
    }
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

async function startS3(): Promise<StorageDriver> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'palette-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  (server as unknown as { middleware: Array<(ctx: KoaContext, next: Next) => Promise<void>> }).middleware.unshift(multipartGaps(directory));
  const { port } = await server.run();
  return {
    name: 's3',
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
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

/** Both drivers, so one suite proves the same behaviour on each. */
export const STORAGE_DRIVERS = [
  { name: 'local' as const, start: startLocal },
  { name: 's3' as const, start: startS3 },
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
