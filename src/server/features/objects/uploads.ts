import { AppError } from '#server/errors.ts';
import { newPendingKey, PENDING_PREFIX, pendingKeyOwner } from './keys';
import { type ObjectStore, RefusedUploadError, UnknownUploadError, type UploadPart } from './object-store';

/** Long enough to start a slow upload; the uploader asks again when one expires. */
const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * Unfinished uploads a user keeps besides a new one. An avatar is one picture at a time; a few
 * more cover a second tab or a retry. Starting another removes the oldest beyond these, so old
 * attempts never block the next avatar and never pile up (the hourly sweep removes the rest).
 */
export const PENDING_UPLOADS_KEPT = 2;

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / 1024 / 1024)} MB`;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `Files may be at most ${megabytes(maxBytes)}.`);
}

/**
 * Removes the user's unfinished uploads (single objects and open multipart uploads alike) but the
 * newest PENDING_UPLOADS_KEPT. Read from the store each time, so every instance sees the same; two
 * starts at once may each keep one more, which the next start or the sweep takes away.
 */
async function makeRoomForUpload(store: ObjectStore, userId: string): Promise<void> {
  const prefix = `${PENDING_PREFIX}${userId}/`;
  const pending: Array<{ at: number; remove: () => Promise<void> }> = [];
  for await (const object of store.list(prefix))
    pending.push({ at: object.lastModified.getTime(), remove: () => store.delete([object.key]) });
  for await (const upload of store.listMultipart(prefix)) {
    pending.push({ at: upload.initiated.getTime(), remove: () => store.abortMultipart(upload.key, upload.uploadId) });
  }
  const oldestFirst = pending.sort((a, b) => a.at - b.at);
  for (const stale of oldestFirst.slice(0, Math.max(0, oldestFirst.length - PENDING_UPLOADS_KEPT))) await stale.remove();
}

/** One signed PUT for a new key in the caller's pending space (spec §7 POST /api/objects/upload). */
export async function issueUpload(options: { store: ObjectStore; userId: string; size: number; maxBytes: number }) {
  const { store, userId, size, maxBytes } = options;
  if (size > maxBytes) throw tooLarge(maxBytes);
  await makeRoomForUpload(store, userId);
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

export async function startMultipart(options: { store: ObjectStore; userId: string }) {
  await makeRoomForUpload(options.store, options.userId);
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
export async function signUploadPart(options: {
  store: ObjectStore;
  key: string;
  uploadId: string;
  partNumber: number;
  size: number;
  maxBytes: number;
}) {
  const { store, key, uploadId, partNumber, size, maxBytes } = options;
  const others = (await listUploadedParts(store, key, uploadId)).filter((part) => part.PartNumber !== partNumber);
  if (others.reduce((sum, part) => sum + (part.Size ?? 0), 0) + size > maxBytes) throw tooLarge(maxBytes);
  const signed = await known(store.signPart(key, uploadId, partNumber, { size, expiresInSeconds: UPLOAD_URL_TTL_SECONDS }));
  return { ...signed, expires: UPLOAD_URL_TTL_SECONDS };
}

/** Joins the parts; an object over the size limit is removed again rather than kept. */
export async function completeMultipart(options: {
  store: ObjectStore;
  key: string;
  uploadId: string;
  parts: UploadPart[];
  maxBytes: number;
}) {
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
