import { AppError } from '../../errors';
import { PENDING_PREFIX, newPendingKey, pendingKeyOwner } from './keys';
import { type ObjectStore, type UploadPart, RefusedUploadError, UnknownUploadError } from './object-store';

/** Long enough to start a slow upload; the uploader asks again when one expires. */
const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** The limits an upload is signed within (config UPLOAD_MAX_BYTES and UPLOAD_PENDING_MAX_BYTES). */
export interface UploadLimits {
  /** The largest object, and the most all parts of one multipart upload may hold. */
  maxBytes: number;
  /** The most a user's unfinished uploads may hold together. */
  pendingMaxBytes: number;
}

function mebibytes(bytes: number): string {
  return `${Math.floor(bytes / 1024 / 1024)} MB`;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `Files may be at most ${mebibytes(maxBytes)}.`);
}

/**
 * What the user's unfinished uploads hold or may still come to: the objects under their pending
 * prefix, and UPLOAD_MAX_BYTES for each multipart upload still open (what its parts may grow to).
 * Read from the store each time, so every instance sees the same.
 */
async function pendingBytes(store: ObjectStore, userId: string, maxBytes: number): Promise<number> {
  const prefix = `${PENDING_PREFIX}${userId}/`;
  let total = 0;
  for await (const object of store.list(prefix)) total += object.size;
  for await (const _upload of store.listMultipart(prefix)) total += maxBytes;
  return total;
}

/** Refuses a new upload of `size` bytes when the user's unfinished ones would exceed their share. */
async function assertRoomFor(options: { store: ObjectStore; userId: string; size: number; limits: UploadLimits }) {
  const { store, userId, size, limits } = options;
  if ((await pendingBytes(store, userId, limits.maxBytes)) + size > limits.pendingMaxBytes) {
    throw new AppError(
      'RATE_LIMITED',
      `Your unfinished uploads hold more than ${mebibytes(limits.pendingMaxBytes)}. Finish or cancel them, or try again tomorrow when they have been cleared.`,
    );
  }
}

/** One signed PUT for a new key in the caller's pending space (spec §7 POST /api/objects/upload). */
export async function issueUpload(options: { store: ObjectStore; userId: string; size: number; limits: UploadLimits }) {
  const { store, userId, size, limits } = options;
  if (size > limits.maxBytes) throw tooLarge(limits.maxBytes);
  await assertRoomFor(options);
  const key = newPendingKey(userId);
  const { url, headers } = await store.signPut(key, { size, expiresInSeconds: UPLOAD_URL_TTL_SECONDS });
  return { uploadURL: url, method: 'PUT' as const, headers, key, expires: UPLOAD_URL_TTL_SECONDS };
}

/** Multipart calls name their key; only keys issued to the caller are theirs to continue. */
export function assertOwnUpload(key: string, userId: string): void {
  if (pendingKeyOwner(key) !== userId) throw new AppError('FORBIDDEN', 'This upload belongs to another account.');
}

/** The driver's refusals as the client's errors: whatever the upload id or parts, never a 500. */
async function known<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnknownUploadError) throw new AppError('NOT_FOUND', 'No such upload.');
    if (error instanceof RefusedUploadError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

export async function startMultipart(options: { store: ObjectStore; userId: string; limits: UploadLimits }) {
  await assertRoomFor({ ...options, size: options.limits.maxBytes });
  const key = newPendingKey(options.userId);
  const uploadId = await options.store.createMultipart(key);
  return { key, uploadId };
}

export function listUploadedParts(store: ObjectStore, key: string, uploadId: string): Promise<UploadPart[]> {
  return known(store.listParts(key, uploadId));
}

/**
 * A URL for one part of `size` bytes, signed for that size; refused when it would take the
 * upload's parts past UPLOAD_MAX_BYTES (a part sent again replaces its earlier bytes).
 */
export async function signUploadPart(options: { store: ObjectStore; key: string; uploadId: string; partNumber: number; size: number; maxBytes: number }) {
  const { store, key, uploadId, partNumber, size, maxBytes } = options;
  const others = (await listUploadedParts(store, key, uploadId)).filter((part) => part.PartNumber !== partNumber);
  if (others.reduce((sum, part) => sum + (part.Size ?? 0), 0) + size > maxBytes) throw tooLarge(maxBytes);
  const signed = await known(store.signPart(key, uploadId, partNumber, { size, expiresInSeconds: UPLOAD_URL_TTL_SECONDS }));
  return { ...signed, expires: UPLOAD_URL_TTL_SECONDS };
}

/** Joins the parts; an object over the size limit is removed again rather than kept. */
export async function completeMultipart(options: { store: ObjectStore; key: string; uploadId: string; parts: UploadPart[]; maxBytes: number }) {
  const { store, key, uploadId, parts, maxBytes } = options;
  const location = await known(store.completeMultipart(key, uploadId, parts));
  const object = await store.head(key);
  if (!object || object.size > maxBytes) {
    await store.delete([key]);
    throw tooLarge(maxBytes);
  }
  return { location, key };
}

export function abortMultipart(store: ObjectStore, key: string, uploadId: string): Promise<void> {
  return known(store.abortMultipart(key, uploadId));
}
