import { AppError } from '../../errors';
import { newPendingKey, pendingKeyOwner } from './keys';
import { type ObjectStore, type UploadPart, UnknownUploadError } from './object-store';

/** Long enough to start a slow upload; the uploader asks again when one expires. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

function mebibytes(bytes: number): string {
  return `${Math.floor(bytes / 1024 / 1024)} MB`;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `Files may be at most ${mebibytes(maxBytes)}.`);
}

/** One signed PUT for a new key in the caller's pending space (spec §7 POST /api/objects/upload). */
export async function issueUpload(options: { store: ObjectStore; userId: string; size: number; maxBytes: number }) {
  const { store, userId, size, maxBytes } = options;
  if (size > maxBytes) throw tooLarge(maxBytes);
  const key = newPendingKey(userId);
  const { url, headers } = await store.signPut(key, { size, expiresInSeconds: UPLOAD_URL_TTL_SECONDS });
  return { uploadURL: url, method: 'PUT' as const, headers, key, expires: UPLOAD_URL_TTL_SECONDS };
}

/** Multipart calls name their key; only keys issued to the caller are theirs to continue. */
export function assertOwnUpload(key: string, userId: string): void {
  if (pendingKeyOwner(key) !== userId) throw new AppError('FORBIDDEN', 'This upload belongs to another account.');
}

async function known<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnknownUploadError) throw new AppError('NOT_FOUND', 'No such upload.');
    throw error;
  }
}

export async function startMultipart(options: { store: ObjectStore; userId: string; type: string | undefined }) {
  const key = newPendingKey(options.userId);
  const uploadId = await options.store.createMultipart(key, options.type ?? '');
  return { key, uploadId };
}

export function listUploadedParts(store: ObjectStore, key: string, uploadId: string): Promise<UploadPart[]> {
  return known(store.listParts(key, uploadId));
}

export async function signUploadPart(store: ObjectStore, key: string, uploadId: string, partNumber: number) {
  const url = await known(store.signPart(key, uploadId, partNumber, UPLOAD_URL_TTL_SECONDS));
  return { url, expires: UPLOAD_URL_TTL_SECONDS };
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
