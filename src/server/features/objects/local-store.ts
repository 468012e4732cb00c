import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOADER } from '#common/constants.ts';
import { pruneEmptyFolders, streamToFile, TooLargeError } from './local-files';
import { checkGrant, type GrantCheck, grantQuery, type UploadGrant } from './local-signature';
import { type ObjectStore, RefusedUploadError, type StoredObject, UnknownUploadError, type UploadPart } from './object-store';

const MULTIPART_DIR = '.multipart';
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_FILE = /^part-(\d+)-([0-9a-f]{32})$/;
// Only the server writes objects, and only these kinds; anything else is served as bytes.
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

export interface LocalStore extends ObjectStore {
  /** Reads and verifies the grant in an upload request's query. */
  checkGrant(key: string, query: Record<string, string>, nowMs: number): GrantCheck;
  /** Stores the body of a signed single-object PUT; its ETag. */
  receiveObject(grant: UploadGrant, body: Readable): Promise<string>;
  /** Stores one part of a multipart upload, keeping all its parts within `uploadMaxBytes`; its ETag. */
  receivePart(
    grant: UploadGrant & { uploadId: string; partNumber: number },
    body: Readable,
    options: { uploadMaxBytes: number },
  ): Promise<string>;
}

export function isLocalStore(store: ObjectStore): store is LocalStore {
  return store.kind === 'local';
}

/**
 * The embedded driver: objects are files under DATA_DIR/uploads, uploads are PUT to the app's
 * own /api/storage route with an HMAC-signed query (local-signature.ts). Several instances may
 * share the folder (a shared volume); nothing is kept in memory.
 */
export function createLocalStore(options: { dir: string; baseUrl: string; signingKey: Buffer }): LocalStore {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`key outside the store: ${key}`);
    return file;
  };
  const uploadDir = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new UnknownUploadError();
    return path.join(root, MULTIPART_DIR, uploadId);
  };
  const urlOf = (key: string) => `${options.baseUrl}/${key}`;
  const signedUrl = (grant: UploadGrant) => `${urlOf(grant.key)}?${grantQuery(options.signingKey, grant).toString()}`;
  const expiresAt = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  async function uploadFor(key: string, uploadId: string): Promise<string> {
    const dir = uploadDir(uploadId);
    const owner = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (owner !== key) throw new UnknownUploadError();
    return dir;
  }

  async function parts(dir: string): Promise<Required<UploadPart>[]> {
    const found: Required<UploadPart>[] = [];
    for (const name of await readdir(dir)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const { size } = await stat(path.join(dir, name));
      found.push({ PartNumber: Number(match[1]), ETag: `"${match[2]}"`, Size: size });
    }
    return found.sort((a, b) => a.PartNumber - b.PartNumber);
  }

  const bytesOf = (found: Required<UploadPart>[]) => found.reduce((sum, part) => sum + part.Size, 0);

  return {
    kind: 'local',
    uploadOrigins: [],

    async signPut(key, { size, expiresInSeconds }) {
      return { url: signedUrl({ key, expires: expiresAt(expiresInSeconds), maxBytes: size }), headers: {} };
    },

    async head(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return info?.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
    },

    async read(key, maxBytes) {
      const info = await this.head(key);
      if (!info) throw new Error(`no object ${key}`);
      if (info.size > maxBytes) throw new Error(`object ${key} is larger than ${maxBytes} bytes`);
      return readFile(fileOf(key));
    },

    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, file);
    },

    async open(key) {
      const info = await this.head(key);
      if (!info) return null;
      const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      return { body: createReadStream(fileOf(key)), size: info.size, contentType };
    },

    async delete(keys) {
      for (const key of keys) {
        const file = fileOf(key);
        await rm(file, { force: true });
        await pruneEmptyFolders(path.dirname(file), root);
      }
    },

    async *list(prefix) {
      const base = fileOf(prefix.replace(/\/$/, ''));
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (!info) continue;
        const object: StoredObject = {
          key: path.relative(root, file).split(path.sep).join('/'),
          size: info.size,
          lastModified: info.mtime,
        };
        yield object;
      }
    },

    publicUrl: urlOf,

    checkGrant: (key, query, nowMs) => checkGrant(options.signingKey, key, query, nowMs),

    async receiveObject(grant, body) {
      const { md5 } = await streamToFile(body, fileOf(grant.key), grant.maxBytes);
      return `"${md5}"`;
    },

    async createMultipart(key) {
      const uploadId = randomUUID();
      const dir = uploadDir(uploadId);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'key'), key);
      return uploadId;
    },

    async signPart(key, uploadId, partNumber, { size, expiresInSeconds }) {
      await uploadFor(key, uploadId);
      return { url: signedUrl({ key, uploadId, partNumber, expires: expiresAt(expiresInSeconds), maxBytes: size }), headers: {} };
    },

    async receivePart(grant, body, { uploadMaxBytes }) {
      const dir = await uploadFor(grant.key, grant.uploadId);
      // The room the other parts leave (a part sent again replaces this one's earlier bytes).
      const room = uploadMaxBytes - bytesOf((await parts(dir)).filter((part) => part.PartNumber !== grant.partNumber));
      if (room <= 0) throw new TooLargeError();
      const staging = path.join(dir, `staging-${grant.partNumber}-${randomUUID()}`);
      const { md5 } = await streamToFile(body, staging, Math.min(grant.maxBytes, room));
      // A part sent again replaces the earlier one, as on S3.
      for (const name of await readdir(dir)) {
        if (name.startsWith(`part-${grant.partNumber}-`)) await rm(path.join(dir, name), { force: true });
      }
      const file = path.join(dir, `part-${grant.partNumber}-${md5}`);
      await rename(staging, file);
      // Parts received at the same time each saw room for themselves; whichever finds the total
      // over the limit now withdraws, so the stored parts never exceed it.
      if (bytesOf(await parts(dir)) > uploadMaxBytes) {
        await rm(file, { force: true });
        throw new TooLargeError();
      }
      return `"${md5}"`;
    },

    async listParts(key, uploadId) {
      return parts(await uploadFor(key, uploadId));
    },

    async completeMultipart(key, uploadId, requested) {
      const dir = await uploadFor(key, uploadId);
      const stored = new Map((await parts(dir)).map((part) => [part.PartNumber, part]));
      const ordered = [...requested].sort((a, b) => a.PartNumber - b.PartNumber);
      for (const part of ordered) {
        if (stored.get(part.PartNumber)?.ETag !== `"${part.ETag.replace(/"/g, '')}"`) throw new UnknownUploadError();
      }
      // As S3 (EntityTooSmall): every part but the last is at least 5 MB.
      if (ordered.slice(0, -1).some((part) => (stored.get(part.PartNumber)?.Size ?? 0) < UPLOADER.minPartBytes)) {
        throw new RefusedUploadError('Every part but the last must be at least 5 MB.');
      }
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      const out = createWriteStream(partial, { flags: 'wx' });
      try {
        for (const part of ordered) {
          await pipeline(createReadStream(path.join(dir, `part-${part.PartNumber}-${part.ETag.replace(/"/g, '')}`)), out, { end: false });
        }
        await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
        await rename(partial, file);
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
      await rm(dir, { recursive: true, force: true });
      return urlOf(key);
    },

    async abortMultipart(key, uploadId) {
      // No upload has such an id, so there is nothing to end.
      if (!UPLOAD_ID.test(uploadId)) return;
      const dir = uploadDir(uploadId);
      const owner = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
      // Gone already, or debris without its key file: either way nothing of another key's.
      if (owner === null || owner === key) await rm(dir, { recursive: true, force: true });
    },

    async *listMultipart(prefix = '') {
      const base = path.join(root, MULTIPART_DIR);
      for (const uploadId of await readdir(base).catch(() => [])) {
        const marker = path.join(base, uploadId, 'key');
        const [key, info] = await Promise.all([readFile(marker, 'utf8').catch(() => ''), stat(marker).catch(() => null)]);
        // Debris without a key file belongs to no prefix but the empty one (the sweep's).
        if (!key.startsWith(prefix)) continue;
        // A folder without its key file is debris of an interrupted start: as old as the folder.
        const initiated = info?.mtime ?? (await stat(path.join(base, uploadId)).catch(() => null))?.mtime;
        if (initiated) yield { key, uploadId, initiated };
      }
    },
  };
}
