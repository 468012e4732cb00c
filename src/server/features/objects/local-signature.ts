import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local driver's stand-in for a presigned S3 URL: an app route whose query carries an
 * expiry, a size cap and an HMAC over them, keyed from the auth secret. Any instance that shares
 * the secret can check it; nothing is remembered between issuing and using it.
 */
export interface UploadGrant {
  key: string;
  expires: number;
  maxBytes: number;
  uploadId?: string;
  partNumber?: number;
}

export function signingKey(authSecret: string): Buffer {
  // A key of its own, so an upload signature can never double as anything the auth layer signs.
  return createHmac('sha256', authSecret).update('palette-library/object-upload-url/v1').digest();
}

function mac(key: Buffer, grant: UploadGrant): string {
  const fields = ['PUT', grant.key, grant.expires, grant.maxBytes, grant.uploadId ?? '', grant.partNumber ?? ''];
  return createHmac('sha256', key).update(fields.join('\n')).digest('base64url');
}

export function grantQuery(key: Buffer, grant: UploadGrant): URLSearchParams {
  const query = new URLSearchParams({ expires: String(grant.expires), max: String(grant.maxBytes) });
  if (grant.uploadId !== undefined) query.set('uploadId', grant.uploadId);
  if (grant.partNumber !== undefined) query.set('partNumber', String(grant.partNumber));
  query.set('signature', mac(key, grant));
  return query;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** Reads the grant back from a request's key and query; the signature is checked before the clock. */
export function checkGrant(key: Buffer, objectKey: string, query: Record<string, string>, nowMs: number): GrantCheck {
  const expires = Number(query.expires);
  const maxBytes = Number(query.max);
  const partNumber = query.partNumber === undefined ? undefined : Number(query.partNumber);
  if (!Number.isSafeInteger(expires) || !Number.isSafeInteger(maxBytes) || !query.signature) return { ok: false, reason: 'invalid' };
  if (partNumber !== undefined && !Number.isSafeInteger(partNumber)) return { ok: false, reason: 'invalid' };
  const grant: UploadGrant = { key: objectKey, expires, maxBytes, uploadId: query.uploadId, partNumber };
  const expected = Buffer.from(mac(key, grant));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (nowMs > expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
