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

export interface SignedUpload {
  url: string;
  headers: Record<string, string>;
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
  /**
   * A URL the browser may PUT exactly one object of at most `size` bytes to, until it expires,
   * and the headers the PUT must carry (signed into the URL where the store checks them).
   */
  signPut(key: string, options: { size: number; expiresInSeconds: number }): Promise<SignedUpload>;
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

  createMultipart(key: string): Promise<string>;
  /** A URL for one part of exactly (S3) or at most (local) `size` bytes, like signPut. */
  signPart(key: string, uploadId: string, partNumber: number, options: { size: number; expiresInSeconds: number }): Promise<SignedUpload>;
  listParts(key: string, uploadId: string): Promise<UploadPart[]>;
  /** Joins the parts into the object; its location (URL without signature). */
  completeMultipart(key: string, uploadId: string, parts: UploadPart[]): Promise<string>;
  /** Ends an upload and drops its parts; an unknown or finished one is not an error. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** Unfinished multipart uploads, all of them or those whose key starts with `prefix`. */
  listMultipart(prefix?: string): AsyncIterable<MultipartUploadInfo>;
}

/** A multipart upload id that the store does not know (or that belongs to another key). */
export class UnknownUploadError extends Error {}

/** The store refused a multipart call as malformed (S3's 4xx answers); the message says why. */
export class RefusedUploadError extends Error {}
