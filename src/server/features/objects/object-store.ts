import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface UploadPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

export interface MultipartUploadInfo {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface ObjectBody {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * What the app needs from object storage. Two drivers implement it: files under DATA_DIR
 * (local-store.ts) and any S3-compatible bucket (s3-store.ts). Neither keeps state in the
 * process: upload permissions are signatures, and ownership is part of the key (keys.ts).
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Hosts the browser sends uploads to, for the CSP's connect-src (empty: the app itself). */
  readonly uploadOrigins: string[];
  /** A URL the browser may PUT exactly one object of at most `size` bytes to, until it expires. */
  signPut(key: string, options: { size: number; expiresInSeconds: number }): Promise<{ url: string; headers: Record<string, string> }>;
  head(key: string): Promise<StoredObject | null>;
  /** The whole object; refuses one larger than `maxBytes` without reading it. */
  read(key: string, maxBytes: number): Promise<Buffer>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  open(key: string): Promise<ObjectBody | null>;
  /** Removes the keys; missing ones are not an error, so repeating it is harmless. */
  delete(keys: string[]): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Where a stored object is shown from (avatars). */
  publicUrl(key: string): string;

  createMultipart(key: string, contentType: string): Promise<string>;
  signPart(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string>;
  listParts(key: string, uploadId: string): Promise<UploadPart[]>;
  /** Joins the parts into the object; its location (URL without signature). */
  completeMultipart(key: string, uploadId: string, parts: UploadPart[]): Promise<string>;
  abortMultipart(key: string, uploadId: string): Promise<void>;
  listMultipart(): AsyncIterable<MultipartUploadInfo>;
}

/** A multipart upload id that the store does not know (or that belongs to another key). */
export class UnknownUploadError extends Error {}
